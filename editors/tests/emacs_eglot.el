;;; emacs_eglot.el --- drives editors/emacs/wt-lsp.el with Eglot in batch mode -*- lexical-binding: t; -*-
;; Env: WT_CMD (the server program), WT_ARGS (JSON array of its arguments,
;; optional), WT_FILE (a Markdown file), WT_OUT (results, JSON).
;; See test_emacs.py.

(require 'package)
;; Debian's elpa-* packages (elpa-eglot, elpa-markdown-mode), outside -Q's path.
(dolist (dir '("/usr/share/emacs/site-lisp/elpa" "/usr/share/emacs/site-lisp/elpa-src"))
  (when (file-directory-p dir) (add-to-list 'package-directory-list dir)))
(package-initialize)
(require 'json)
(require 'markdown-mode nil t)
(require 'eglot)
(require 'wt-lsp)

(defvar wt-test-result nil)

(defun wt-test-put (key value)
  (setq wt-test-result (plist-put wt-test-result key value)))

(defun wt-test-wait (pred seconds)
  "Wait up to SECONDS for PRED; non-nil when it held."
  (let ((deadline (+ (float-time) seconds)) ok)
    (while (and (not (setq ok (funcall pred))) (< (float-time) deadline))
      (accept-process-output nil 0.05))
    ok))

(defun wt-test-write ()
  (with-temp-file (getenv "WT_OUT")
    (insert (json-encode wt-test-result))))

(condition-case err
    (progn
      (let ((args (and (getenv "WT_ARGS") (json-read-from-string (getenv "WT_ARGS")))))
        (setq wt-lsp-program (getenv "WT_CMD"))
        (when (and args (> (length args) 0))
          ;; A program with arguments (the scripted server).
          (advice-add 'wt-lsp--eglot-contact :filter-return
                      (lambda (contact)
                        (append (list (car contact) (cadr contact)) (append args nil) (cddr contact))))))
      (setq wt-lsp-settings '(:dialect "en-GB" :dictionary (:words ["Eglot"])))
      (setq eglot-confirm-server-initiated-edits nil)
      (setq message-log-max t)
      (wt-lsp-eglot-setup)
      (find-file (getenv "WT_FILE"))
      (unless (derived-mode-p 'markdown-mode)
        (if (fboundp 'markdown-mode) (markdown-mode) (text-mode)))
      (wt-test-put :mode (symbol-name major-mode))
      (apply #'eglot--connect (eglot--guess-contact))
      (wt-test-put :connected (and (eglot-current-server) t))
      (wt-test-put :server-class (symbol-name (eieio-object-class (eglot-current-server))))
      (wt-test-put :diagnostics
                   (wt-test-wait (lambda ()
                                   (when (bound-and-true-p flymake-mode) (flymake-start))
                                   (> (length (flymake-diagnostics)) 0))
                                 20))
      (wt-test-put :diags
                   (vconcat
                    (mapcar (lambda (d)
                              (list :line (line-number-at-pos (flymake-diagnostic-beg d))
                                    :text (buffer-substring-no-properties
                                           (flymake-diagnostic-beg d) (flymake-diagnostic-end d))))
                            (flymake-diagnostics))))
      ;; Rewrite line 3 (concise) through the command.
      (goto-char (point-min))
      (forward-line 2)
      (let ((before (buffer-string)))
        (set-mark (line-beginning-position))
        (goto-char (line-end-position))
        (activate-mark)
        (wt-lsp-rewrite "concise")
        (deactivate-mark)
        (wt-test-put :rewritten
                     (wt-test-wait (lambda ()
                                     (or (not (equal before (buffer-string)))
                                         ;; an error answer ends the wait early
                                         (with-current-buffer "*Messages*"
                                           (save-excursion
                                             (goto-char (point-min))
                                             (search-forward "wt-lsp: workspace/executeCommand" nil t)))))
                                   20))
        (wt-test-put :changed (not (equal before (buffer-string)))))
      (wt-test-put :after (buffer-substring-no-properties (point-min) (point-max)))
      ;; Compose at the start of line 5, then Follow-up on what it wrote.
      (goto-char (point-min))
      (forward-line 4)
      (let ((before (buffer-string)))
        (wt-lsp-compose "Greet the team")
        (wt-test-wait (lambda () (not (equal before (buffer-string)))) 20))
      (wt-test-put :composed (buffer-substring-no-properties (point-min) (point-max)))
      (wt-lsp-follow-up "make it warmer")
      (sleep-for 0.5)
      ;; :WtIgnored's counterpart.
      (wt-lsp-show-ignored)
      (wt-test-wait (lambda () (cl-some (lambda (o) (overlay-get o 'wt-lsp-ignored))
                                        (overlays-in (point-min) (point-max))))
                    5)
      (wt-test-put :ignored
                   (vconcat (delq nil (mapcar (lambda (o)
                                                (and (overlay-get o 'wt-lsp-ignored)
                                                     (buffer-substring-no-properties (overlay-start o) (overlay-end o))))
                                              (overlays-in (point-min) (point-max))))))
      (with-current-buffer "*Messages*"
        (wt-test-put :messages (buffer-substring-no-properties (point-min) (point-max)))))
  (error (wt-test-put :error (format "%S" err))))

(wt-test-write)
(kill-emacs 0)
