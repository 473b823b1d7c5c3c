-- Drives editors/nvim against tests/fake_server.py (see test_nvim.py).
-- Env: WT_CMD (JSON array: the server command), WT_DIR (a folder with
-- plan.md and notes.txt), FAKE_LOG (the fake server's log), WT_OUT (results).
local res = { notes = {}, steps = {} }

local function write_out()
  local f = io.open(vim.env.WT_OUT, "w")
  f:write(vim.fn.json_encode(res))
  f:close()
end

local ok_all, err = pcall(function()
  vim.notify = function(msg, level)
    table.insert(res.notes, { msg = tostring(msg), level = level })
  end
  local wt = require("wt-lsp")
  wt.setup({
    cmd = vim.fn.json_decode(vim.env.WT_CMD),
    settings = {
      dialect = "en-GB",
      rules = {},
      dictionary = { words = { "Neovim" } },
      protect = { blockQuotes = false },
    },
  })

  local function fake_log()
    local ok, data = pcall(function()
      return vim.fn.json_decode(table.concat(vim.fn.readfile(vim.env.FAKE_LOG), "\n"))
    end)
    return ok and data or {}
  end
  local function ncommands()
    return #(fake_log().commands or {})
  end
  local function lines()
    return vim.api.nvim_buf_get_lines(0, 0, -1, false)
  end
  -- Run an Ex command and wait until the fake server has logged one more
  -- command and the buffer changed (or `until_fn` holds).
  local function run(name, excmd, until_fn)
    local before_n = ncommands()
    local before_text = table.concat(lines(), "\n")
    if type(excmd) == "function" then
      excmd()
    else
      vim.cmd(excmd)
    end
    local done = vim.wait(5000, function()
      if until_fn then
        return until_fn()
      end
      return ncommands() > before_n and table.concat(lines(), "\n") ~= before_text
    end, 20)
    vim.wait(100)
    local log = fake_log()
    local cmds = log.commands or {}
    res.steps[name] = { done = done, lines = lines(), command = cmds[#cmds] }
  end

  vim.cmd("edit " .. vim.env.WT_DIR .. "/plan.md")
  res.filetype = vim.bo.filetype
  res.diagnostics = vim.wait(10000, function()
    return #vim.diagnostic.get(0) > 0
  end, 20)
  res.diags = {}
  for _, d in ipairs(vim.diagnostic.get(0)) do
    table.insert(res.diags, { lnum = d.lnum, col = d.col, end_col = d.end_col })
  end
  vim.wait(5000, function()
    return fake_log().configuration ~= nil
  end, 20)

  -- :WtIgnored highlights, then toggles off.
  local ns = wt.ignored_namespace
  vim.cmd("WtIgnored")
  vim.wait(5000, function()
    return #vim.api.nvim_buf_get_extmarks(0, ns, 0, -1, {}) > 0
  end, 20)
  res.ignored_marks = {}
  for _, m in ipairs(vim.api.nvim_buf_get_extmarks(0, ns, 0, -1, { details = true })) do
    table.insert(res.ignored_marks, { row = m[2], col = m[3], end_row = m[4].end_row, end_col = m[4].end_col,
                                      virt = m[4].virt_text ~= nil })
  end
  vim.cmd("WtIgnored")
  res.ignored_after_toggle = #vim.api.nvim_buf_get_extmarks(0, ns, 0, -1, {})

  -- :WtFixAll goes through codeAction + codeAction/resolve.
  vim.cmd("WtFixAll")
  res.fixall = vim.wait(5000, function()
    return not table.concat(lines(), "\n"):find("teh")
  end, 20)
  res.fixall_line = lines()[8]

  run("concise", "3,3WtRewrite concise")
  run("instructions", "5WtRewrite make it warmer")
  run("summary", "7,8WtSummarize")
  run("keyPoints", "9WtKeyPoints")
  run("list", "9WtList")
  run("table", "9WtTable")
  run("proofread", "9WtProofread")
  local function notes_since(n0)
    local out = {}
    for i = n0 + 1, #res.notes do
      table.insert(out, res.notes[i])
    end
    return out
  end
  local n0 = #res.notes
  run("failed", "5WtRewrite fail", function()
    return #res.notes > n0
  end)
  res.notes_fail = notes_since(n0)
  n0 = #res.notes
  run("stale", "5WtRewrite stale", function()
    return #res.notes > n0
  end)
  res.notes_stale = notes_since(n0)

  -- :WtAddWord! word (workspace) and :WtAddWord on the word under the cursor.
  run("addword_ws", "WtAddWord! Zork", function()
    return ncommands() >= 10
  end)
  vim.api.nvim_win_set_cursor(0, { 1, 3 })
  run("addword_user", "WtAddWord", function()
    return ncommands() >= 11
  end)

  -- A characterwise selection: "text" in "concise text." (line 3).
  vim.api.nvim_win_set_cursor(0, { 3, 0 })
  vim.cmd("normal! 0wve\27")
  run("charwise", function()
    wt.rewrite({ tone = "friendly" })
  end)

  -- :WtCompose at the start of line 9 sends the cursor's position and the
  -- prompt; :WtFollowUp refines the result the last didEnd said was written.
  vim.api.nvim_win_set_cursor(0, { 9, 0 })
  run("compose", "WtCompose Greet the team")
  local before_follow_up = ncommands()
  run("followup", "WtFollowUp make it warmer", function()
    return ncommands() > before_follow_up
  end)

  -- :WtRewrite with no argument opens the menu: Table and Follow-up are in it.
  local select, input = vim.ui.select, vim.ui.input
  local function pick(choice, typed)
    vim.ui.select = function(items, _, on_choice)
      res.menu = items
      on_choice(choice)
    end
    vim.ui.input = function(_, on_confirm)
      on_confirm(typed)
    end
  end
  pick("table")
  local before_menu = ncommands()
  run("menu_table", "9WtRewrite", function()
    return ncommands() > before_menu
  end)
  pick("follow up…", "shorter please")
  before_menu = ncommands()
  run("menu_followup", "WtRewrite", function()
    return ncommands() > before_menu
  end)
  vim.ui.select, vim.ui.input = select, input

  -- A text buffer reuses the client and is sent as "plaintext".
  vim.cmd("edit " .. vim.env.WT_DIR .. "/notes.txt")
  res.text_filetype = vim.bo.filetype
  vim.wait(5000, function()
    return #(fake_log().opened or {}) >= 2
  end, 20)
  res.text_attached = wt.client(0) ~= nil
  local n = 0
  for _, c in ipairs(vim.lsp.get_clients and vim.lsp.get_clients() or vim.lsp.get_active_clients()) do
    if c.name == "wt-lsp" then
      n = n + 1
    end
  end
  res.clients = n
  res.version = vim.version()
end)

if not ok_all then
  res.error = tostring(err)
end
write_out()
vim.cmd("qa!")
