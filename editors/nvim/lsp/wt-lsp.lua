-- Neovim 0.11+: the configuration behind vim.lsp.enable("wt-lsp").
-- require("wt-lsp").setup() fills in your settings; without it the server
-- starts with its defaults. Change it with vim.lsp.config("wt-lsp", {...}).
local wt = require("wt-lsp")
local config = wt.client_config()
config.filetypes = wt.options.filetypes or vim.list_extend(vim.deepcopy(wt.prose_filetypes), wt.code_filetypes)
config.root_markers = wt.options.root_markers
return config
