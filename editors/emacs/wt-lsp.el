;;; wt-lsp.el --- Writing Tools (wt-lsp) for Eglot and lsp-mode -*- lexical-binding: t; -*-

;; Version: 0.1.0
;; Package-Requires: ((emacs "27.1"))
;; Keywords: wp, convenience, languages

;;; Commentary:

;; Proofreading diagnostics with quick fixes, and the Writing Tools actions
;; (rewrite friendly / professional / concise or with an instruction,
;; summary, key points, list, table) through the wt-lsp language server,
;; with either Eglot or lsp-mode.
;;
;;   (require 'wt-lsp)
;;   (setq wt-lsp-settings '(:dialect "en-GB" :dictionary (:words ["Emacs"])))
;;   (wt-lsp-eglot-setup)          ; or (wt-lsp-lsp-mode-setup)
;;   (add-hook 'markdown-mode-hook #'eglot-ensure)
;;
;; Commands on the region (or the current paragraph): `wt-lsp-rewrite',
;; `wt-lsp-summarize', `wt-lsp-key-points', `wt-lsp-list', `wt-lsp-table',
;; `wt-lsp-proofread'; `wt-lsp-add-word', `wt-lsp-show-ignored'.
;; See README.md next to this file.

;;; Code:

(require 'cl-lib)
(require 'subr-x)

(declare-function eglot-current-server "eglot")
(declare-function eglot--current-server-or-lose "eglot")
(declare-function eglot--TextDocumentIdentifier "eglot")
(declare-function eglot--pos-to-lsp-position "eglot")
(declare-function eglot--lsp-position-to-point "eglot")
(declare-function jsonrpc-async-request "jsonrpc")
(declare-function object-of-class-p "eieio")
(declare-function jsonrpc-notify "jsonrpc")
(declare-function lsp-workspaces "lsp-mode")
(declare-function lsp-request-async "lsp-mode")
(declare-function lsp-notify "lsp-mode")
(declare-function lsp--buffer-uri "lsp-mode")
(declare-function lsp--point-to-position "lsp-mode")
(declare-function lsp--position-to-point "lsp-mode")
(declare-function lsp--workspace-client "lsp-mode")
(declare-function lsp--client-server-id "lsp-mode")
(declare-function lsp-register-client "lsp-mode")
(declare-function lsp-register-custom-settings "lsp-mode")
(declare-function lsp-activate-on "lsp-mode")
(declare-function lsp-stdio-connection "lsp-mode")
(declare-function make-lsp-client "lsp-mode")
(defvar eglot-server-programs)
(defvar lsp--cur-workspace)
(defvar lsp-language-id-configuration)

(defgroup wt-lsp nil
  "Writing Tools through the wt-lsp language server."
  :group 'tools
  :prefix "wt-lsp-")

(defcustom wt-lsp-program "wt-lsp"
  "The wt-lsp binary: a name on `exec-path' or a full path."
  :type 'string)

(defcustom wt-lsp-settings nil
  "The wt-lsp settings object, as a plist (see settings.schema.json).
Keys: :behavior :resultOptions :dialect :lang :dictionaries :rules
:ignoredPatterns :protect :dictionary :provider :vale :diagnostics.
Lists are vectors, false is :json-false, e.g.
  (:dialect \"en-GB\"
   :rules (:passive-voice \"off\")
   :dictionary (:words [\"Emacs\" \"Eglot\"])
   :protect (:blockQuotes :json-false))
Sent as initializationOptions and for the workspace/configuration
section \"writingTools\".  Only this global value is used: a
directory-local value (from a cloned repository) is ignored."
  :type '(plist :key-type symbol :value-type sexp))

;; A project's .dir-locals.el must not choose the server or the model
;; provider (where your text is sent).
(put 'wt-lsp-settings 'risky-local-variable t)
(put 'wt-lsp-program 'risky-local-variable t)

(defcustom wt-lsp-modes
  '(markdown-mode gfm-mode rst-mode adoc-mode org-mode html-mode mhtml-mode typst-ts-mode bibtex-mode
    quarto-mode poly-markdown+r-mode text-mode latex-mode LaTeX-mode git-commit-mode)
  "Major modes whose buffers wt-lsp checks.
Modes derived from `text-mode' come before it, so that they keep
their own language id."
  :type '(repeat symbol))

(defconst wt-lsp--language-ids
  '((markdown-mode . "markdown") (gfm-mode . "markdown") (rst-mode . "restructuredtext")
    (adoc-mode . "asciidoc") (org-mode . "org") (html-mode . "html") (mhtml-mode . "html")
    (typst-ts-mode . "typst") (bibtex-mode . "bibtex") (quarto-mode . "quarto")
    (poly-markdown+r-mode . "rmd") (text-mode . "plaintext")
    (latex-mode . "latex") (LaTeX-mode . "latex") (git-commit-mode . "gitcommit"))
  "LSP language ids of `wt-lsp-modes'.")

(defconst wt-lsp-tones '("friendly" "professional" "concise"))

(defun wt-lsp--settings ()
  "The settings object to send: the global `wt-lsp-settings', or {}."
  (or (default-value 'wt-lsp-settings) (make-hash-table)))

;;;; Eglot

(defvar wt-lsp--eglot-defined nil)

(defun wt-lsp--eglot-define ()
  "Define the Eglot server class and its message handlers."
  (unless wt-lsp--eglot-defined
    (setq wt-lsp--eglot-defined t)
    (eval
     '(progn
        (defclass wt-lsp-eglot-server (eglot-lsp-server) ()
          :documentation "The wt-lsp server: settings come from `wt-lsp-settings'.")

        (cl-defmethod eglot-handle-request
          ((_server wt-lsp-eglot-server) (_method (eql workspace/configuration)) &key items)
          (apply #'vector
                 (mapcar (lambda (item)
                           (let ((section (plist-get item :section)))
                             (cond ((equal section "writingTools") (wt-lsp--settings))
                                   ((member section '(nil "")) (list :writingTools (wt-lsp--settings)))
                                   (t nil))))
                         items)))

        (cl-defmethod eglot-handle-notification
          ((_server wt-lsp-eglot-server) (_method (eql writingTools/willBegin)) &rest params)
          (apply #'wt-lsp--will-begin params))

        (cl-defmethod eglot-handle-notification
          ((_server wt-lsp-eglot-server) (_method (eql writingTools/didEnd)) &rest params)
          (apply #'wt-lsp--did-end params)))
     t)
    (advice-add 'eglot-signal-didChangeConfiguration :around #'wt-lsp--eglot-signal-configuration)))

(defun wt-lsp--eglot-signal-configuration (orig server)
  "Send `wt-lsp-settings' to a wt-lsp SERVER; call ORIG for the others."
  (if (object-of-class-p server (intern "wt-lsp-eglot-server"))
      (jsonrpc-notify server :workspace/didChangeConfiguration
                      (list :settings (list :writingTools (wt-lsp--settings))))
    (funcall orig server)))

(defun wt-lsp--eglot-contact (&optional _interactive)
  "The Eglot contact for wt-lsp."
  (list 'wt-lsp-eglot-server wt-lsp-program
        :initializationOptions (lambda (_server) (wt-lsp--settings))))

;;;###autoload
(defun wt-lsp-eglot-setup ()
  "Register wt-lsp with Eglot for `wt-lsp-modes'.
Then `eglot-ensure' (or \\[eglot]) in those buffers starts it."
  (require 'eglot)
  (wt-lsp--eglot-define)
  (let ((modes (mapcar (lambda (m)
                         (let ((id (alist-get m wt-lsp--language-ids)))
                           (if id (list m :language-id id) m)))
                       wt-lsp-modes)))
    (setq eglot-server-programs
          (cons (cons modes #'wt-lsp--eglot-contact)
                (cl-remove-if (lambda (e) (eq (cdr e) #'wt-lsp--eglot-contact))
                              eglot-server-programs)))))

(defun wt-lsp-reload-settings ()
  "Send the current `wt-lsp-settings' to the running servers."
  (interactive)
  (let ((server (and (featurep 'eglot) (eglot-current-server))))
    (cond (server (wt-lsp--eglot-signal-configuration #'ignore server))
          ((wt-lsp--lsp-workspace)
           (let ((lsp--cur-workspace (wt-lsp--lsp-workspace)))
             (with-no-warnings
               (lsp-notify "workspace/didChangeConfiguration"
                           (list :settings (list :writingTools (wt-lsp--settings)))))))
          (t (user-error "wt-lsp: no server for this buffer")))))

;;;; lsp-mode

(defun wt-lsp--lsp-workspace ()
  "The lsp-mode workspace of wt-lsp for this buffer, if any."
  (and (featurep 'lsp-mode)
       (bound-and-true-p lsp-mode)
       (cl-find-if (lambda (w) (eq (lsp--client-server-id (lsp--workspace-client w)) 'wt-lsp))
                   (lsp-workspaces))))

;;;###autoload
(defun wt-lsp-lsp-mode-setup ()
  "Register wt-lsp with lsp-mode (as an add-on server next to others).
Then `lsp' (or `lsp-deferred') in a `wt-lsp-modes' buffer starts it."
  (require 'lsp-mode)
  (dolist (entry wt-lsp--language-ids)
    (unless (assq (car entry) lsp-language-id-configuration)
      (add-to-list 'lsp-language-id-configuration entry t)))
  (lsp-register-custom-settings
   (mapcar (lambda (key)
             (list (concat "writingTools." key)
                   (lambda () (plist-get (default-value 'wt-lsp-settings) (intern (concat ":" key))))))
           '("behavior" "resultOptions" "dialect" "lang" "dictionaries" "rules" "ignoredPatterns" "protect" "dictionary"
             "provider" "vale" "diagnostics")))
  (lsp-register-client
   (make-lsp-client
    :new-connection (lsp-stdio-connection (lambda () (list wt-lsp-program)))
    :activation-fn (lambda (&rest _) (apply #'derived-mode-p wt-lsp-modes))
    :initialization-options #'wt-lsp--settings
    :notification-handlers
    (let ((handlers (make-hash-table :test #'equal)))
      (puthash "writingTools/willBegin"
               (lambda (_workspace params) (wt-lsp--will-begin-params params)) handlers)
      (puthash "writingTools/didEnd"
               (lambda (_workspace params) (wt-lsp--did-end-params params)) handlers)
      handlers)
    :add-on? t
    :priority -1
    :server-id 'wt-lsp)))

;;;; Outcome messages

(defvar wt-lsp--sessions (make-hash-table :test #'equal))

(defvar wt-lsp--last-written (make-hash-table :test #'equal)
  "Document URI -> the session whose result was last written there.")

(cl-defun wt-lsp--will-begin (&key session action &allow-other-keys)
  "Remember ACTION of SESSION."
  (puthash (format "%s" session) action wt-lsp--sessions))

(cl-defun wt-lsp--did-end (&key uri session outcome message summary &allow-other-keys)
  "Say how SESSION ended, unless its result was applied (OUTCOME, MESSAGE).
A result written in URI (it has a SUMMARY) is what `wt-lsp-follow-up' refines."
  (when (and (equal outcome "applied") (stringp summary) uri)
    (puthash uri session wt-lsp--last-written))
  (let* ((key (format "%s" session))
         (action (or (gethash key wt-lsp--sessions) "action"))
         (text (pcase outcome
                 ("cancelled" "was cancelled")
                 ("failed" "failed")
                 ("refused" "was refused")
                 ("stale" "was dropped: the text changed while it ran")
                 ("shown" "result shown, text left unchanged"))))
    (remhash key wt-lsp--sessions)
    (when text
      (message "wt-lsp: %s %s%s" action text
               (if (and (stringp message) (not (string-empty-p message))) (concat ": " message) "")))))

(defun wt-lsp--get (params key)
  "KEY of PARAMS, a plist or a hash table (lsp-mode)."
  (if (hash-table-p params)
      (gethash (substring (symbol-name key) 1) params)
    (plist-get params key)))

(defun wt-lsp--will-begin-params (params)
  (wt-lsp--will-begin :session (wt-lsp--get params :session) :action (wt-lsp--get params :action)))

(defun wt-lsp--did-end-params (params)
  (wt-lsp--did-end :uri (wt-lsp--get params :uri) :session (wt-lsp--get params :session)
                   :outcome (wt-lsp--get params :outcome) :message (wt-lsp--get params :message)
                   :summary (wt-lsp--get params :summary)))

;;;; Requests, for both clients

(defun wt-lsp--position (pos)
  "LSP position of POS, in the encoding the client negotiated."
  (if (wt-lsp--lsp-workspace)
      (lsp--point-to-position pos)
    (eglot--pos-to-lsp-position pos)))

(defun wt-lsp--point (position)
  "Buffer position of the LSP POSITION (a plist or hash table)."
  (if (wt-lsp--lsp-workspace)
      (lsp--position-to-point position)
    (eglot--lsp-position-to-point position)))

(defun wt-lsp--uri ()
  (if (wt-lsp--lsp-workspace)
      (lsp--buffer-uri)
    (plist-get (eglot--TextDocumentIdentifier) :uri)))

(defun wt-lsp--request (method params &optional on-success)
  "Send request METHOD with PARAMS to the buffer's wt-lsp server.
Call ON-SUCCESS with the result."
  (let ((workspace (wt-lsp--lsp-workspace))
        (on-success (or on-success #'ignore)))
    (cond
     (workspace
      (let ((lsp--cur-workspace workspace))
        (with-no-warnings
          (lsp-request-async method params on-success
                             :error-handler (lambda (err) (message "wt-lsp: %s: %s" method err))))))
     ((and (featurep 'eglot) (eglot-current-server))
      ;; Eglot sends a buffer's changes when idle: send them now, so the
      ;; server reads positions in the text they were taken from.
      (when (fboundp 'eglot--signal-textDocument/didChange)
        (eglot--signal-textDocument/didChange))
      (jsonrpc-async-request (eglot-current-server) (intern (concat ":" method)) params
                             :success-fn on-success
                             :error-fn (lambda (err) (message "wt-lsp: %s: %s" method
                                                              (or (plist-get err :message) err)))))
     (t (user-error "wt-lsp: no server for this buffer (M-x eglot or M-x lsp)")))))

(defun wt-lsp--execute (command argument)
  "Run server COMMAND with ARGUMENT (a plist)."
  (wt-lsp--request "workspace/executeCommand"
                   (list :command command :arguments (vector argument))))

(defun wt-lsp--bounds ()
  "The region, or the paragraph at point."
  (if (use-region-p)
      (cons (region-beginning) (region-end))
    (save-excursion
      (let ((end (progn (forward-paragraph) (skip-chars-backward " \t\n") (point)))
            (beg (progn (backward-paragraph) (skip-chars-forward " \t\n") (point))))
        (cons beg end)))))

(defun wt-lsp--range-argument (&rest extra)
  "The uri and range of the region or paragraph, plus EXTRA."
  (let ((bounds (wt-lsp--bounds)))
    (append (list :uri (wt-lsp--uri)
                  :range (list :start (wt-lsp--position (car bounds))
                               :end (wt-lsp--position (cdr bounds))))
            extra)))

;;;; Commands

;;;###autoload
(defun wt-lsp-rewrite (how)
  "Rewrite the region (or paragraph): HOW is a tone or a free instruction.
Tones: friendly, professional, concise.  Free instructions need a model
provider."
  (interactive (list (completing-read "Rewrite (tone or instruction): " wt-lsp-tones)))
  (wt-lsp--execute "writingTools.rewrite"
                   (if (member how wt-lsp-tones)
                       (wt-lsp--range-argument :tone how)
                     (wt-lsp--range-argument :instructions how))))

(defun wt-lsp--transform (kind)
  (wt-lsp--execute "writingTools.transform" (wt-lsp--range-argument :kind kind)))

;;;###autoload
(defun wt-lsp-summarize () "Replace the region with a summary." (interactive) (wt-lsp--transform "summary"))
;;;###autoload
(defun wt-lsp-key-points () "Replace the region with key points." (interactive) (wt-lsp--transform "keyPoints"))
;;;###autoload
(defun wt-lsp-list () "Turn the region into a list." (interactive) (wt-lsp--transform "list"))
;;;###autoload
(defun wt-lsp-table () "Turn the region into a table." (interactive) (wt-lsp--transform "table"))
;;;###autoload
(defun wt-lsp-proofread () "Apply the proofreading fixes in the region." (interactive) (wt-lsp--transform "proofread"))

;;;###autoload
(defun wt-lsp-compose (prompt)
  "Write new text from PROMPT at point, as a paragraph of its own.
Needs a model provider."
  (interactive (list (read-string "Compose: ")))
  (unless (string-empty-p (string-trim prompt))
    (wt-lsp--execute "writingTools.compose"
                     (list :uri (wt-lsp--uri) :position (wt-lsp--position (point)) :prompt prompt))))

;;;###autoload
(defun wt-lsp-follow-up (instructions)
  "Rewrite the last Writing Tools result in this buffer as INSTRUCTIONS say.
Works while that text is unchanged; needs a model provider."
  (interactive (list (read-string "Follow-up: ")))
  (let ((session (gethash (wt-lsp--uri) wt-lsp--last-written)))
    (cond ((null session) (message "wt-lsp: no Writing Tools result in this buffer to follow up on"))
          ((string-empty-p (string-trim instructions)))
          (t (wt-lsp--execute "writingTools.refine" (list :session session :instructions instructions))))))

;;;###autoload
(defun wt-lsp-add-word (word &optional workspace)
  "Add WORD to the user dictionary; with a prefix argument, to the WORKSPACE's."
  (interactive (list (read-string "Add word: " (thing-at-point 'word t)) current-prefix-arg))
  (wt-lsp--execute "writingTools.addToDictionary"
                   (list :word word :scope (if workspace "workspace" "user") :uri (wt-lsp--uri))))

(defface wt-lsp-ignored '((t :inherit secondary-selection))
  "Face of the ranges wt-lsp leaves alone.")

;;;###autoload
(defun wt-lsp-show-ignored ()
  "Highlight the ranges wt-lsp leaves alone (code, URLs...); again to hide."
  (interactive)
  (let ((old (cl-remove-if-not (lambda (o) (overlay-get o 'wt-lsp-ignored))
                               (overlays-in (point-min) (point-max)))))
    (if old
        (mapc #'delete-overlay old)
      (let ((buffer (current-buffer)))
        (wt-lsp--request
         "writingTools/ignoredRanges" (list :textDocument (list :uri (wt-lsp--uri)))
         (lambda (ranges)
           (with-current-buffer buffer
             (let ((n 0))
               (mapc (lambda (item)
                       (let* ((range (wt-lsp--get item :range))
                              (o (make-overlay (wt-lsp--point (wt-lsp--get range :start))
                                               (wt-lsp--point (wt-lsp--get range :end)))))
                         (setq n (1+ n))
                         (overlay-put o 'wt-lsp-ignored t)
                         (overlay-put o 'face 'wt-lsp-ignored)
                         (overlay-put o 'help-echo (format "wt-lsp leaves this alone: %s"
                                                           (wt-lsp--get item :kind)))))
                     ranges)
               (message "wt-lsp: %d ignored range(s)" n)))))))))

(provide 'wt-lsp)
;;; wt-lsp.el ends here
