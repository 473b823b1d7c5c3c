-- Opens a file with the real server and records its diagnostics (see test_nvim.py).
-- Env: WT_CMD (JSON array: the server command), WT_FILE, WT_OUT (results).
local res = {}
local ok_all, err = pcall(function()
  local wt = require("wt-lsp")
  wt.setup({ cmd = vim.fn.json_decode(vim.env.WT_CMD) })
  vim.cmd("edit " .. vim.env.WT_FILE)
  res.diagnostics = vim.wait(15000, function()
    return #vim.diagnostic.get(0) > 0
  end, 50)
  -- Settled diagnostics come in a second push: give it time, then read them.
  vim.wait(1500, function()
    return false
  end, 50)
  res.diags = {}
  for _, d in ipairs(vim.diagnostic.get(0)) do
    table.insert(res.diags, { lnum = d.lnum, col = d.col, end_col = d.end_col, message = d.message, code = d.code })
  end
end)
dofile(vim.fn.fnamemodify(debug.getinfo(1, "S").source:sub(2), ":h") .. "/nvim_finish.lua")(res, ok_all, err)
