-- wt-lsp for Neovim: starts the wt-lsp language server for prose buffers and
-- adds user commands for the Writing Tools actions.
--
--   require("wt-lsp").setup({ cmd = { "wt-lsp" }, settings = { dialect = "en-GB" } })
--
-- Works on Neovim 0.7 (vim.lsp.start_client) and uses vim.lsp.start (0.8+)
-- and vim.lsp.config (0.11+) where they exist. See README.md and
-- :help wt-lsp.

local M = {}

M.name = "wt-lsp"

-- Filetypes the server is started for. Prose first, then the code filetypes
-- whose comments are checked.
M.prose_filetypes = {
  "markdown", "text", "tex", "plaintex", "gitcommit", "rst", "asciidoc", "org", "html",
  "xhtml", "typst", "bib", "quarto", "rmd", "mdx", "markdown.mdx",
}
M.code_filetypes = {
  "swift", "c", "cpp", "objc", "objcpp", "rust", "go", "python", "javascript",
  "javascriptreact", "typescript", "typescriptreact", "java", "kotlin", "scala",
  "cs", "dart", "lua", "ruby", "sh", "bash", "zsh", "perl", "r", "yaml", "toml",
  "php", "haskell", "sql", "zig", "elixir",
}

-- Neovim filetype -> LSP language id, where they differ.
M.language_ids = {
  text = "plaintext",
  tex = "latex",
  plaintex = "latex",
  ["markdown.mdx"] = "mdx",
  rst = "restructuredtext",
  xhtml = "html",
  bib = "bibtex",
  sh = "shellscript",
  bash = "shellscript",
  zsh = "shellscript",
  cs = "csharp",
  objc = "objective-c",
  objcpp = "objective-cpp",
}

M.tones = { "friendly", "professional", "concise" }

local defaults = {
  cmd = { "wt-lsp" },
  settings = {},
  filetypes = nil, -- nil: prose_filetypes + code_filetypes
  root_markers = { ".wt-lsp.json", ".wt-lsp", ".git" },
  autostart = true,
  commands = true,
  notify_outcomes = true,
  on_attach = nil,
  capabilities = nil,
  -- Names of clients the commands talk to (nvim-lspconfig users may call
  -- theirs "wt_lsp").
  client_names = { "wt-lsp", "wt_lsp" },
}

M.options = vim.deepcopy(defaults)

local has_011 = vim.fn.has("nvim-0.11") == 1

local function notify(msg, level)
  vim.notify("wt-lsp: " .. msg, level or vim.log.levels.INFO)
end

---------------------------------------------------------------------------
-- Settings

-- Keys whose values are JSON arrays; every other empty table is sent as an
-- object ({} would otherwise be encoded as []).
local array_keys = { resultOptions = true, ignoredPatterns = true, words = true }

local function normalize(value, key)
  if type(value) ~= "table" then
    return value
  end
  if next(value) == nil then
    return (key and array_keys[key]) and {} or vim.empty_dict()
  end
  if (vim.islist or vim.tbl_islist)(value) then
    local out = {}
    for i, v in ipairs(value) do
      out[i] = normalize(v)
    end
    return out
  end
  local out = {}
  for k, v in pairs(value) do
    out[k] = normalize(v, k)
  end
  return out
end

--- The settings object (DESIGN §5) as sent to the server.
function M.settings()
  return normalize(M.options.settings or {})
end

---------------------------------------------------------------------------
-- Positions: LSP characters <-> byte columns, in any offset encoding.

-- Length of `s` in code units of `encoding` ("utf-8", "utf-16", "utf-32").
local function units(s, encoding)
  if encoding == "utf-8" then
    return #s
  end
  local n = 0
  for i = 1, #s do
    local b = s:byte(i)
    if b < 0x80 or b >= 0xC0 then -- not a continuation byte
      n = n + ((encoding == "utf-16" and b >= 0xF0) and 2 or 1)
    end
  end
  return n
end
M._units = units

-- Byte column of `character` (code units of `encoding`) in `line`, clamped
-- to the line's end.
local function byte_col(line, character, encoding)
  if encoding == "utf-8" then
    return math.min(character, #line)
  end
  local n, i = 0, 1
  while i <= #line do
    if n >= character then
      return i - 1
    end
    local b = line:byte(i)
    local len = (b >= 0xF0 and 4) or (b >= 0xE0 and 3) or (b >= 0xC0 and 2) or 1
    n = n + ((encoding == "utf-16" and len == 4) and 2 or 1)
    i = i + len
  end
  return #line
end
M._byte_col = byte_col

local function get_line(bufnr, row)
  return vim.api.nvim_buf_get_lines(bufnr, row, row + 1, false)[1] or ""
end

--- LSP range covering whole lines line1..line2 (1-based, inclusive): from the
--- start of line1 to the end of line2.
function M.line_range(bufnr, line1, line2, encoding)
  local last = get_line(bufnr, line2 - 1)
  return {
    start = { line = line1 - 1, character = 0 },
    ["end"] = { line = line2 - 1, character = units(last, encoding or "utf-16") },
  }
end

--- LSP range of the current (or last) visual selection: exact characters for
--- a characterwise selection, whole lines otherwise.
function M.selection_range(bufnr, encoding)
  encoding = encoding or "utf-16"
  local mode = vim.api.nvim_get_mode().mode
  local s, e
  if mode == "v" or mode == "V" or mode == "\22" then
    s, e = vim.fn.getpos("v"), vim.fn.getpos(".")
  else
    mode = vim.fn.visualmode()
    s, e = vim.fn.getpos("'<"), vim.fn.getpos("'>")
  end
  if s[2] > e[2] or (s[2] == e[2] and s[3] > e[3]) then
    s, e = e, s
  end
  if mode ~= "v" then
    return M.line_range(bufnr, s[2], e[2], encoding)
  end
  local first, last = get_line(bufnr, s[2] - 1), get_line(bufnr, e[2] - 1)
  -- e[3] is the byte column of the last selected character: include all of it.
  local last_col = math.min(e[3], #last)
  local b = last:byte(last_col)
  if b then
    local len = (b >= 0xF0 and 4) or (b >= 0xE0 and 3) or (b >= 0xC0 and 2) or 1
    last_col = math.min(last_col - 1 + len, #last)
  end
  return {
    start = { line = s[2] - 1, character = units(first:sub(1, s[3] - 1), encoding) },
    ["end"] = { line = e[2] - 1, character = units(last:sub(1, last_col), encoding) },
  }
end

---------------------------------------------------------------------------
-- Clients

local function list_clients(filter)
  if vim.lsp.get_clients then
    return vim.lsp.get_clients(filter)
  end
  local out = {}
  for _, c in pairs(vim.lsp.get_active_clients()) do
    if not filter or not filter.bufnr or vim.lsp.buf_is_attached(filter.bufnr, c.id) then
      table.insert(out, c)
    end
  end
  return out
end

local function is_ours(client)
  for _, n in ipairs(M.options.client_names) do
    if client.name == n then
      return true
    end
  end
  return false
end

--- Every running wt-lsp client.
function M.clients()
  local out = {}
  for _, c in ipairs(list_clients({})) do
    if is_ours(c) then
      table.insert(out, c)
    end
  end
  return out
end

--- The buffers `client` is attached to.
function M.buffers(client)
  local out = {}
  for _, b in ipairs(vim.api.nvim_list_bufs()) do
    if vim.lsp.buf_is_attached(b, client.id) then
      table.insert(out, b)
    end
  end
  return out
end

--- The wt-lsp client attached to `bufnr`, if any.
function M.client(bufnr)
  bufnr = (bufnr == nil or bufnr == 0) and vim.api.nvim_get_current_buf() or bufnr
  for _, c in ipairs(list_clients({ bufnr = bufnr })) do
    if is_ours(c) then
      return c
    end
  end
end

local function request(client, method, params, handler, bufnr)
  if has_011 then
    return client:request(method, params, handler, bufnr)
  end
  return client.request(method, params, handler, bufnr)
end

local function encoding_of(client)
  return client.offset_encoding or "utf-16"
end

---------------------------------------------------------------------------
-- Handlers for the server's custom messages

local sessions = {}
-- Document URI -> the session whose result was last written there (for :WtFollowUp).
M.last_written = {}

local outcome_text = {
  cancelled = { "was cancelled", vim.log.levels.INFO },
  failed = { "failed", vim.log.levels.ERROR },
  refused = { "was refused", vim.log.levels.WARN },
  stale = { "was dropped: the text changed while it ran", vim.log.levels.WARN },
  shown = { "result shown, text left unchanged", vim.log.levels.INFO },
}

M.handlers = {
  ["writingTools/willBegin"] = function(_, result)
    if result and result.session ~= nil then
      sessions[tostring(result.session)] = result.action
    end
  end,
  ["writingTools/didEnd"] = function(_, result)
    if type(result) ~= "table" then
      return
    end
    -- The last result written in a document is what :WtFollowUp refines.
    if result.outcome == "applied" and result.summary ~= nil and result.summary ~= vim.NIL and result.uri then
      M.last_written[result.uri] = result.session
    end
    local key = tostring(result.session)
    local action = sessions[key] or "action"
    sessions[key] = nil
    local o = outcome_text[result.outcome]
    if o and M.options.notify_outcomes then
      local msg = tostring(action) .. " " .. o[1]
      if type(result.message) == "string" and result.message ~= "" then
        msg = msg .. ": " .. result.message
      end
      notify(msg, o[2])
    end
  end,
  -- Answer every item: the section "writingTools" (or none) gets the
  -- settings object; other sections are looked up in the settings table.
  ["workspace/configuration"] = function(_, result, ctx)
    local client = vim.lsp.get_client_by_id(ctx.client_id)
    local root = (client and client.config and client.config.settings) or { writingTools = M.settings() }
    local answer = {}
    for i, item in ipairs((result and result.items) or {}) do
      local value = root
      if item.section and item.section ~= "" then
        for part in string.gmatch(item.section, "[^.]+") do
          value = type(value) == "table" and value[part] or nil
        end
      end
      if value == nil then
        value = vim.NIL
      end
      answer[i] = value
    end
    return answer
  end,
}

---------------------------------------------------------------------------
-- Starting the server

local function find_root(bufnr)
  local name = vim.api.nvim_buf_get_name(bufnr)
  local dir = name ~= "" and vim.fn.fnamemodify(name, ":p:h") or vim.loop.cwd()
  local cur = dir
  while cur and cur ~= "" do
    for _, marker in ipairs(M.options.root_markers) do
      if vim.loop.fs_stat(cur .. "/" .. marker) then
        return cur
      end
    end
    local parent = vim.fn.fnamemodify(cur, ":h")
    if parent == cur then
      break
    end
    cur = parent
  end
  return dir
end

--- The client configuration (without root_dir) handed to Neovim.
function M.client_config()
  local o = M.options
  local settings = M.settings()
  return {
    name = M.name,
    cmd = o.cmd,
    init_options = settings,
    settings = { writingTools = settings },
    handlers = M.handlers,
    capabilities = o.capabilities,
    on_attach = o.on_attach,
    get_language_id = function(_, filetype)
      return M.language_ids[filetype] or filetype
    end,
  }
end

local clients_by_root = {} -- Neovim 0.7 only

--- Start (or reuse) the server for `bufnr` and attach it.
function M.attach(bufnr)
  bufnr = (bufnr == nil or bufnr == 0) and vim.api.nvim_get_current_buf() or bufnr
  if not vim.api.nvim_buf_is_valid(bufnr) or vim.bo[bufnr].buftype ~= "" then
    return
  end
  if M.client(bufnr) then
    return
  end
  local cmd = M.options.cmd
  if vim.fn.executable(cmd[1]) ~= 1 then
    if not M._warned then
      M._warned = true
      notify("server not found: " .. tostring(cmd[1]) .. " (set cmd in setup())", vim.log.levels.WARN)
    end
    return
  end
  local config = M.client_config()
  if has_011 and vim.lsp.config then
    -- The resolved vim.lsp.config("wt-lsp"): the defaults setup() registered
    -- plus whatever the user changed with vim.lsp.config("wt-lsp", {...}).
    local ok, user = pcall(function()
      return vim.lsp.config[M.name]
    end)
    if ok and type(user) == "table" and user.cmd then
      config = vim.deepcopy(user)
    end
  end
  config.root_dir = find_root(bufnr)
  if vim.lsp.start then
    return vim.lsp.start(config, { bufnr = bufnr })
  end
  local id = clients_by_root[config.root_dir]
  if not id or not vim.lsp.get_client_by_id(id) then
    id = vim.lsp.start_client(config)
    clients_by_root[config.root_dir] = id
  end
  if id then
    vim.lsp.buf_attach_client(bufnr, id)
  end
  return id
end

---------------------------------------------------------------------------
-- Commands

local function client_or_warn(bufnr)
  local client = M.client(bufnr)
  if not client then
    notify("no wt-lsp server attached to this buffer", vim.log.levels.WARN)
  end
  return client
end

--- Send workspace/executeCommand `command` with one argument object.
function M.execute(bufnr, command, argument, on_done)
  bufnr = (bufnr == nil or bufnr == 0) and vim.api.nvim_get_current_buf() or bufnr
  local client = client_or_warn(bufnr)
  if not client then
    return
  end
  if type(argument) == "function" then
    argument = argument(client)
  end
  local params = { command = command, arguments = { argument } }
  request(client, "workspace/executeCommand", params, function(err, result)
    if err then
      notify(command .. ": " .. tostring(err.message or err), vim.log.levels.ERROR)
    end
    if on_done then
      on_done(err, result)
    end
  end, bufnr)
end

-- opts: { bufnr, line1, line2 } or { bufnr, range } (an LSP range) or
-- nothing (the visual selection).
local function range_argument(opts, extra)
  local bufnr = opts.bufnr or vim.api.nvim_get_current_buf()
  return function(client)
    local enc = encoding_of(client)
    local range = opts.range
    if not range then
      if opts.line1 then
        range = M.line_range(bufnr, opts.line1, opts.line2 or opts.line1, enc)
      else
        range = M.selection_range(bufnr, enc)
      end
    end
    local arg = { uri = vim.uri_from_bufnr(bufnr), range = range }
    for k, v in pairs(extra) do
      arg[k] = v
    end
    return arg
  end
end

local function leave_visual()
  local mode = vim.api.nvim_get_mode().mode
  if mode == "v" or mode == "V" or mode == "\22" then
    vim.api.nvim_feedkeys(vim.api.nvim_replace_termcodes("<Esc>", true, false, true), "nx", false)
  end
end

--- Rewrite a range: opts.tone ("friendly"|"professional"|"concise") or
--- opts.instructions (free text); opts.line1/line2 or opts.range, else the
--- visual selection.
function M.rewrite(opts)
  opts = opts or {}
  local extra = {}
  if opts.tone then
    extra.tone = opts.tone
  end
  if opts.instructions then
    extra.instructions = opts.instructions
  end
  local bufnr = opts.bufnr or vim.api.nvim_get_current_buf()
  local arg = range_argument(opts, extra)
  leave_visual()
  M.execute(bufnr, "writingTools.rewrite", arg)
end

--- Compose: the server writes text from `prompt` (model provider only) and
--- inserts it at the cursor as a paragraph of its own. opts.bufnr,
--- opts.cursor ({row (1-based), byte column}, default: the window's cursor).
function M.compose(prompt, opts)
  opts = opts or {}
  local bufnr = opts.bufnr or vim.api.nvim_get_current_buf()
  local cursor = opts.cursor or vim.api.nvim_win_get_cursor(0)
  M.execute(bufnr, "writingTools.compose", function(client)
    local row = cursor[1] - 1
    local before = get_line(bufnr, row):sub(1, cursor[2])
    return {
      uri = vim.uri_from_bufnr(bufnr),
      position = { line = row, character = units(before, encoding_of(client)) },
      prompt = prompt,
    }
  end)
end

--- Follow-up: rewrites the last result a Writing Tools action wrote in the
--- buffer, as `instructions` say, while that text is unchanged (model
--- provider only; the server refuses once the text was edited).
function M.follow_up(instructions, opts)
  opts = opts or {}
  local bufnr = opts.bufnr or vim.api.nvim_get_current_buf()
  local session = M.last_written[vim.uri_from_bufnr(bufnr)]
  if session == nil then
    notify("no Writing Tools result in this buffer to follow up on", vim.log.levels.WARN)
    return
  end
  M.execute(bufnr, "writingTools.refine", { session = session, instructions = instructions })
end

--- Transform a range: kind one of summary, keyPoints, list, table, proofread.
function M.transform(kind, opts)
  opts = opts or {}
  local bufnr = opts.bufnr or vim.api.nvim_get_current_buf()
  local arg = range_argument(opts, { kind = kind })
  leave_visual()
  M.execute(bufnr, "writingTools.transform", arg)
end

--- Add a word to the user (or workspace) dictionary.
function M.add_word(word, scope)
  word = (word and word ~= "") and word or vim.fn.expand("<cword>")
  if word == "" then
    notify("no word to add", vim.log.levels.WARN)
    return
  end
  local arg = { word = word, scope = scope or "user", uri = vim.uri_from_bufnr(0) }
  M.execute(0, "writingTools.addToDictionary", arg, function(err)
    if not err then
      notify(("added “%s” to the %s dictionary"):format(word, scope or "user"))
    end
  end)
end

local ns = vim.api.nvim_create_namespace("wt-lsp-ignored")
vim.cmd("highlight default link WtLspIgnored DiffChange")
vim.cmd("highlight default link WtLspIgnoredKind Comment")

local ignored_state = {} -- bufnr -> { generation = n }

-- Ask for the ignored ranges of `bufnr` and draw them (while shown).
local function fetch_ignored(bufnr, quiet, on_done)
  local client = M.client(bufnr)
  if not client then
    if not quiet then
      notify("no wt-lsp server attached to this buffer", vim.log.levels.WARN)
    end
    return
  end
  local enc = encoding_of(client)
  local params = { textDocument = { uri = vim.uri_from_bufnr(bufnr) } }
  request(client, "writingTools/ignoredRanges", params, function(err, result)
    if err then
      if not quiet then
        notify("ignoredRanges: " .. tostring(err.message or err), vim.log.levels.ERROR)
      end
      return
    end
    if not vim.api.nvim_buf_is_valid(bufnr) or not ignored_state[bufnr] then
      return
    end
    vim.api.nvim_buf_clear_namespace(bufnr, ns, 0, -1)
    local nlines = vim.api.nvim_buf_line_count(bufnr)
    local kinds_by_line, counts = {}, {}
    for _, item in ipairs(result or {}) do
      local r = item.range
      local srow = math.min(r.start.line, nlines - 1)
      local erow = r["end"].line
      local ecol
      if erow >= nlines then
        erow = nlines - 1
        ecol = #get_line(bufnr, erow)
      else
        ecol = byte_col(get_line(bufnr, erow), r["end"].character, enc)
      end
      local scol = byte_col(get_line(bufnr, srow), r.start.character, enc)
      vim.api.nvim_buf_set_extmark(bufnr, ns, srow, scol, {
        end_row = erow,
        end_col = ecol,
        hl_group = "WtLspIgnored",
      })
      local kind = tostring(item.kind or "?")
      counts[kind] = (counts[kind] or 0) + 1
      kinds_by_line[srow] = kinds_by_line[srow] or {}
      if not vim.tbl_contains(kinds_by_line[srow], kind) then
        table.insert(kinds_by_line[srow], kind)
      end
    end
    for row, kinds in pairs(kinds_by_line) do
      vim.api.nvim_buf_set_extmark(bufnr, ns, row, 0, {
        virt_text = { { "  ignored: " .. table.concat(kinds, ", "), "WtLspIgnoredKind" } },
        virt_text_pos = "eol",
      })
    end
    if not quiet then
      local parts = {}
      for kind, n in pairs(counts) do
        table.insert(parts, ("%s %d"):format(kind, n))
      end
      table.sort(parts)
      notify(("%d ignored range(s)%s"):format(#(result or {}),
        #parts > 0 and (": " .. table.concat(parts, ", ")) or ""))
    end
    if on_done then
      on_done(result or {})
    end
  end, bufnr)
end

--- Highlight the ranges the server leaves alone (code, URLs, quotes...),
--- kept up to date while you edit. Toggles: a second call clears them.
--- `on_done(ranges)` is called once they are drawn.
function M.show_ignored(bufnr, on_done)
  bufnr = (bufnr == nil or bufnr == 0) and vim.api.nvim_get_current_buf() or bufnr
  if ignored_state[bufnr] then
    M.clear_ignored(bufnr)
    if on_done then
      on_done(nil)
    end
    return
  end
  if not client_or_warn(bufnr) then
    return
  end
  local state = { generation = 0 }
  ignored_state[bufnr] = state
  local group = vim.api.nvim_create_augroup("wt-lsp-ignored-" .. bufnr, { clear = true })
  vim.api.nvim_create_autocmd({ "TextChanged", "TextChangedI" }, {
    group = group,
    buffer = bufnr,
    callback = function()
      state.generation = state.generation + 1
      local generation = state.generation
      vim.defer_fn(function()
        if ignored_state[bufnr] == state and state.generation == generation then
          fetch_ignored(bufnr, true)
        end
      end, 200)
    end,
  })
  fetch_ignored(bufnr, false, on_done)
end

function M.clear_ignored(bufnr)
  bufnr = (bufnr == nil or bufnr == 0) and vim.api.nvim_get_current_buf() or bufnr
  ignored_state[bufnr] = nil
  pcall(vim.api.nvim_del_augroup_by_name, "wt-lsp-ignored-" .. bufnr)
  if vim.api.nvim_buf_is_valid(bufnr) then
    vim.api.nvim_buf_clear_namespace(bufnr, ns, 0, -1)
  end
end

M.ignored_namespace = ns

--- Apply the source.fixAll.wt-lsp code action (every safe fix) to the buffer.
function M.fix_all(bufnr)
  bufnr = (bufnr == nil or bufnr == 0) and vim.api.nvim_get_current_buf() or bufnr
  local client = client_or_warn(bufnr)
  if not client then
    return
  end
  local enc = encoding_of(client)
  local n = vim.api.nvim_buf_line_count(bufnr)
  local params = {
    textDocument = { uri = vim.uri_from_bufnr(bufnr) },
    range = M.line_range(bufnr, 1, n, enc),
    context = { diagnostics = {}, only = { "source.fixAll.wt-lsp" } },
  }
  local function apply(action)
    if action.edit then
      vim.lsp.util.apply_workspace_edit(action.edit, enc)
    end
    local command = action.command
    if type(command) == "table" then
      request(client, "workspace/executeCommand", { command = command.command, arguments = command.arguments }, function() end, bufnr)
    end
  end
  request(client, "textDocument/codeAction", params, function(err, actions)
    if err then
      notify("fixAll: " .. tostring(err.message or err), vim.log.levels.ERROR)
      return
    end
    local action
    for _, a in ipairs(actions or {}) do
      if a.kind and a.kind:find("^source%.fixAll") then
        action = a
        break
      end
    end
    if not action then
      notify("nothing to fix")
      return
    end
    if not action.edit and not action.command then
      request(client, "codeAction/resolve", action, function(rerr, resolved)
        if rerr then
          notify("fixAll: " .. tostring(rerr.message or rerr), vim.log.levels.ERROR)
          return
        end
        apply(resolved or action)
      end, bufnr)
    else
      apply(action)
    end
  end, bufnr)
end

local function range_opts(o)
  return { bufnr = vim.api.nvim_get_current_buf(), line1 = o.line1, line2 = o.line2 }
end

local function create_commands()
  local cmd = vim.api.nvim_create_user_command
  cmd("WtRewrite", function(o)
    local opts = range_opts(o)
    local text = vim.trim(o.args or "")
    if vim.tbl_contains(M.tones, text) then
      opts.tone = text
      return M.rewrite(opts)
    end
    if text ~= "" then
      opts.instructions = text
      return M.rewrite(opts)
    end
    local choices = vim.list_extend(vim.deepcopy(M.tones), { "table", "describe your change…", "follow up…" })
    vim.ui.select(choices, { prompt = "Rewrite" }, function(choice)
      if not choice then
        return
      end
      if vim.tbl_contains(M.tones, choice) then
        opts.tone = choice
        return M.rewrite(opts)
      end
      if choice == "table" then
        return M.transform("table", opts)
      end
      local follow_up = choice == "follow up…"
      local prompt = follow_up and "Follow-up: " or "Describe your change: "
      vim.ui.input({ prompt = prompt }, function(input)
        if not input or vim.trim(input) == "" then
          return
        end
        if follow_up then
          return M.follow_up(vim.trim(input), { bufnr = opts.bufnr })
        end
        opts.instructions = input
        M.rewrite(opts)
      end)
    end)
  end, {
    range = true,
    nargs = "*",
    complete = function(lead)
      return vim.tbl_filter(function(t)
        return t:sub(1, #lead) == lead
      end, M.tones)
    end,
    desc = "wt-lsp: rewrite the lines (friendly, professional, concise, or a free instruction)",
  })
  -- Asks for the text when the command has none.
  local function with_text(o, prompt, run)
    local text = vim.trim(o.args or "")
    if text ~= "" then
      return run(text)
    end
    vim.ui.input({ prompt = prompt }, function(input)
      if input and vim.trim(input) ~= "" then
        run(vim.trim(input))
      end
    end)
  end
  cmd("WtCompose", function(o)
    local cursor = vim.api.nvim_win_get_cursor(0)
    with_text(o, "Compose: ", function(prompt)
      M.compose(prompt, { cursor = cursor })
    end)
  end, { nargs = "*", desc = "wt-lsp: write a new paragraph at the cursor from a prompt (model provider)" })
  cmd("WtFollowUp", function(o)
    with_text(o, "Follow-up: ", function(instructions)
      M.follow_up(instructions)
    end)
  end, { nargs = "*", desc = "wt-lsp: rewrite the last Writing Tools result as you describe (model provider)" })
  local transforms = {
    WtSummarize = "summary",
    WtKeyPoints = "keyPoints",
    WtList = "list",
    WtTable = "table",
    WtProofread = "proofread",
  }
  for name, kind in pairs(transforms) do
    cmd(name, function(o)
      M.transform(kind, range_opts(o))
    end, { range = true, desc = "wt-lsp: " .. kind .. " of the lines" })
  end
  cmd("WtIgnored", function(o)
    if o.bang then
      return M.clear_ignored(0)
    end
    M.show_ignored(0)
  end, { bang = true, desc = "wt-lsp: highlight the ranges left unchecked (toggle; ! clears)" })
  cmd("WtAddWord", function(o)
    M.add_word(vim.trim(o.args or ""), o.bang and "workspace" or "user")
  end, { nargs = "?", bang = true, desc = "wt-lsp: add a word to the user dictionary (! workspace)" })
  cmd("WtFixAll", function()
    M.fix_all(0)
  end, { desc = "wt-lsp: apply every safe proofreading fix" })
end

---------------------------------------------------------------------------
-- Setup

--- Configure the plugin, start the server for matching buffers and create
--- the user commands.
---   cmd            server command (default { "wt-lsp" })
---   settings       the settings object (DESIGN §5 / settings.schema.json)
---   filetypes      filetypes to start for (default: prose + code filetypes)
---   root_markers   files marking a workspace root
---   autostart      start on FileType (default true)
---   commands       create the :Wt* commands (default true)
---   notify_outcomes  vim.notify when a rewrite is not applied (default true)
---   on_attach, capabilities   passed to Neovim's client
function M.setup(opts)
  M.options = vim.tbl_deep_extend("force", vim.deepcopy(defaults), opts or {})
  -- Lists are replaced, not merged.
  for _, key in ipairs({ "cmd", "filetypes", "root_markers", "client_names" }) do
    if opts and opts[key] then
      M.options[key] = opts[key]
    end
  end
  if type(M.options.cmd) == "string" then
    M.options.cmd = { M.options.cmd }
  end
  local filetypes = M.options.filetypes
    or vim.list_extend(vim.deepcopy(M.prose_filetypes), M.code_filetypes)
  M.options.filetypes = filetypes

  if has_011 and vim.lsp.config then
    -- Expose the defaults to vim.lsp.config("wt-lsp", ...) users.
    local base = M.client_config()
    base.filetypes = filetypes
    base.root_markers = M.options.root_markers
    pcall(vim.lsp.config, M.name, base)
  end

  if M.options.commands then
    create_commands()
  end

  local group = vim.api.nvim_create_augroup("wt-lsp", { clear = true })
  if M.options.autostart then
    vim.api.nvim_create_autocmd("FileType", {
      group = group,
      pattern = filetypes,
      callback = function(args)
        M.attach(args.buf)
      end,
      desc = "wt-lsp: start the server",
    })
    -- Buffers opened before setup().
    for _, bufnr in ipairs(vim.api.nvim_list_bufs()) do
      if vim.api.nvim_buf_is_loaded(bufnr) and vim.tbl_contains(filetypes, vim.bo[bufnr].filetype) then
        M.attach(bufnr)
      end
    end
  end
  return M
end

return M
