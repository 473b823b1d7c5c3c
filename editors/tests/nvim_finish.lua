--- The end of every Neovim test script: notes an error the script raised,
--- writes its results as JSON to WT_OUT (read by test_nvim.py) and quits.
return function(res, ok, err)
  if not ok then
    res.error = tostring(err)
  end
  local f = io.open(vim.env.WT_OUT, "w")
  f:write(vim.fn.json_encode(res))
  f:close()
  vim.cmd("qa!")
end
