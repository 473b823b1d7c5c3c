-- Drives editors/nvim against the real server (see test_nvim.py).
-- Env: WT_CMD (JSON array: the server command), WT_FILE (a Markdown file),
-- WT_OUT (results).
local res = { notes = {} }

local ok_all, err = pcall(function()
  vim.notify = function(msg, level)
    table.insert(res.notes, { msg = tostring(msg), level = level })
  end
  local wt = require("wt-lsp")
  wt.setup({ cmd = vim.fn.json_decode(vim.env.WT_CMD) })
  vim.cmd("edit " .. vim.env.WT_FILE)
  local function text()
    return table.concat(vim.api.nvim_buf_get_lines(0, 0, -1, false), "\n")
  end

  res.diagnostics = vim.wait(15000, function()
    return #vim.diagnostic.get(0) > 0
  end, 50)
  res.diags = {}
  local teh
  for _, d in ipairs(vim.diagnostic.get(0)) do
    table.insert(res.diags, { lnum = d.lnum, col = d.col, end_col = d.end_col, message = d.message, code = d.code })
    if d.lnum == 4 and d.col == 15 then
      teh = d
    end
  end
  local client = wt.client(0)
  if not client then
    error("no wt-lsp client attached")
  end
  local caps = client.server_capabilities or client.resolved_capabilities or {}
  res.commands = (caps.executeCommandProvider or {}).commands or {}
  local enc = client.offset_encoding or "utf-16"
  local function sync(method, params)
    if vim.fn.has("nvim-0.11") == 1 then
      return client:request_sync(method, params, 10000, 0)
    end
    return client.request_sync(method, params, 10000, 0)
  end

  -- The preferred quick fix for "teh".
  if teh then
    local line = vim.api.nvim_buf_get_lines(0, teh.lnum, teh.lnum + 1, false)[1]
    local lsp = (teh.user_data or {}).lsp or {}
    local rng = lsp.range or {
      start = { line = teh.lnum, character = wt._units(line:sub(1, teh.col), enc) },
      ["end"] = { line = teh.end_lnum or teh.lnum, character = wt._units(line:sub(1, teh.end_col), enc) },
    }
    local ld = { range = rng, message = teh.message, severity = teh.severity, source = teh.source,
                 code = lsp.code or teh.code, data = lsp.data }
    local r = sync("textDocument/codeAction", {
      textDocument = { uri = vim.uri_from_bufnr(0) },
      range = rng,
      context = { diagnostics = { ld } },
    })
    local pick
    for _, a in ipairs((r and r.result) or {}) do
      if a.kind == "quickfix" and a.isPreferred then
        pick = a
        break
      end
    end
    if pick and not pick.edit and not pick.command then
      local rr = sync("codeAction/resolve", pick)
      pick = (rr and rr.result) or pick
    end
    if pick and pick.edit then
      vim.lsp.util.apply_workspace_edit(pick.edit, enc)
      res.applied = pick.title
    end
    res.fixed_line = vim.api.nvim_buf_get_lines(0, 4, 5, false)[1]
  end

  -- :WtIgnored's request.
  local ir = sync("writingTools/ignoredRanges", { textDocument = { uri = vim.uri_from_bufnr(0) } })
  if ir and ir.result then
    res.ignored = ir.result
  else
    res.ignored_error = vim.inspect(ir and ir.err)
  end

  -- :3,3WtRewrite concise.
  if vim.tbl_contains(res.commands, "writingTools.rewrite") then
    vim.wait(300)
    local before = text()
    vim.cmd("3,3WtRewrite concise")
    local n0 = #res.notes
    res.rewritten = vim.wait(20000, function()
      return text() ~= before or #res.notes > n0
    end, 50)
    vim.wait(300)
  end
  res.after = text()

  -- :checkhealth wt-lsp, which shows its report in a buffer of its own.
  vim.cmd("checkhealth wt-lsp")
  res.health = table.concat(vim.api.nvim_buf_get_lines(0, 0, -1, false), "\n")
end)

dofile(vim.fn.fnamemodify(debug.getinfo(1, "S").source:sub(2), ":h") .. "/nvim_finish.lua")(res, ok_all, err)
