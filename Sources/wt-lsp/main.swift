import WTServer

WTLSP.run(Array(CommandLine.arguments.dropFirst()))
