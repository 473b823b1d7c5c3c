-- :checkhealth wt-lsp
local M = {}

local function api()
  local h = vim.health or require("health")
  return {
    start = h.start or h.report_start,
    ok = h.ok or h.report_ok,
    warn = h.warn or h.report_warn,
    error = h.error or h.report_error,
    info = h.info or h.report_info,
  }
end

function M.check()
  local h = api()
  local wt = require("wt-lsp")
  h.start("wt-lsp")
  if vim.fn.has("nvim-0.7") ~= 1 then
    h.error("Neovim 0.7 or later is needed")
  end
  local cmd = wt.options.cmd or { "wt-lsp" }
  local exe = cmd[1]
  if vim.fn.executable(exe) == 1 then
    local out = vim.fn.system({ exe, "--version" })
    h.ok(("server: %s (%s)"):format(vim.fn.exepath(exe), vim.trim(out or "")))
  else
    h.error(("server not found: %s. Put wt-lsp on PATH or pass setup({ cmd = { '/path/to/wt-lsp' } })"):format(exe))
  end
  h.info("filetypes: " .. table.concat(wt.options.filetypes or {}, ", "))
  -- :checkhealth shows its report in a buffer of its own: look at every
  -- client and the buffers it is attached to, not at the current buffer.
  local clients = wt.clients()
  for _, client in ipairs(clients) do
    local names = {}
    for _, b in ipairs(wt.buffers(client)) do
      table.insert(names, vim.fn.fnamemodify(vim.api.nvim_buf_get_name(b), ":~:."))
    end
    h.ok(("client %d running (offset encoding %s), attached to %d buffer(s): %s"):format(
      client.id, client.offset_encoding or "utf-16", #names, table.concat(names, ", ")))
  end
  if #clients == 0 then
    h.info("no wt-lsp client is running: open a supported file (filetypes above)")
  end
end

return M
