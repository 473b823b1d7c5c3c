-- Neovim 0.11+: vim.lsp.enable("wt-lsp") with editors/nvim/lsp/wt-lsp.lua and
-- setup({ autostart = false }) for the settings and commands (see test_nvim.py).
local res = {}
local ok_all, err = pcall(function()
  local wt = require("wt-lsp")
  wt.setup({ autostart = false, cmd = vim.fn.json_decode(vim.env.WT_CMD), settings = { dialect = "en-CA" } })
  vim.lsp.enable("wt-lsp")
  vim.cmd("edit " .. vim.env.WT_FILE)
  res.ok = vim.wait(10000, function()
    return #vim.diagnostic.get(0) > 0
  end, 20)
  res.attached = wt.client(0) ~= nil
  res.clients = #vim.lsp.get_clients()
  vim.cmd("3WtRewrite concise")
  vim.wait(5000, function()
    return vim.api.nvim_buf_get_lines(0, 2, 3, false)[1] == "concise text."
  end, 20)
  res.line3 = vim.api.nvim_buf_get_lines(0, 2, 3, false)[1]
end)
dofile(vim.fn.fnamemodify(debug.getinfo(1, "S").source:sub(2), ":h") .. "/nvim_finish.lua")(res, ok_all, err)
