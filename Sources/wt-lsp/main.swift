import LSPKit
import WritingEngine
print("wt-lsp")
