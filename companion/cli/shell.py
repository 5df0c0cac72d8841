"""`companion play`: an interactive shell on the open game.

Only `play` imports this module, and so prompt_toolkit: one-shot commands never load it.
A line runs through the same click command tree as a one-shot command, and completes
through the same callbacks as bash, zsh and fish completion, so a new game's commands and
names work here without shell code. The session keeps the state in memory between lines.
"""

import shlex
import sys

import typer
from click.shell_completion import ShellComplete
from prompt_toolkit import PromptSession
from prompt_toolkit.auto_suggest import AutoSuggestFromHistory
from prompt_toolkit.completion import Completer, Completion
from prompt_toolkit.history import FileHistory
from prompt_toolkit.application.current import get_app
from prompt_toolkit.filters import Condition
from prompt_toolkit.key_binding import KeyBindings

from companion.cli import app as app_mod, helptext, output
from companion.cli.context import stop_on_signals
from companion.core.i18n import N_, _, current, ngettext
from companion.moves.context import Context
from companion.core.money import styled

UNDO_KEY, UNDO_KEY_NAME = "c-z", "Ctrl-Z"
ACCEPT_KEY, ACCEPT_KEY_NAME = "c-y", "Ctrl-Y"    # a player's request: yes
DECLINE_KEY, DECLINE_KEY_NAME = "c-n", "Ctrl-N"  # ... or no
SELL_KEY, SELL_KEY_NAME = "c-b", "Ctrl-B"        # an auction closed: sold to the highest bid
REFRESH = 0.2   # seconds between toolbar redraws: a player's request shows within 0.5 s
LEAVE = ("exit", "quit")
REFUSED = {"play": N_("you are in the shell already"),
           "new": N_("leave the shell (`exit`) to start a new game")}


def history_path(context: Context):
    """The shell's history lives beside the game file."""
    return context.path.with_name(context.path.name + ".history")


def shell_command(context: Context):
    """The command tree as the shell offers it: `help` and completion leave out the root's
    options (--game, the completion installers) and the commands refused here."""
    command = typer.main.get_command(app_mod.build_app(context))
    helptext.translate(command)
    for param in command.params:
        param.hidden = True
    for word in REFUSED:
        command.commands[word].hidden = True
    return command


class Shell:
    """The command tree and the open game of one shell; `line` runs what was typed."""

    def __init__(self, context: Context):
        self.context = context
        self.session = context.session()
        self.command = shell_command(context)
        self.note = ""   # to show before the next line's output
        self._said: dict = {}   # a waiting request's words, while the game stays as it is
        self.shown = None     # the number of the request the toolbar shows: the keys answer it
        self.arrived = False  # whether the toolbar's last look found a new request (the bell)
        self._heard = None    # the newest request's number at that look

    def follow(self) -> None:
        """Take up the new game when another process replaced the file (`new --force`):
        its commands, and a note for the banker."""
        session, _why = self.context.try_session()
        if session is None or session is self.session:
            return
        self.session = session
        self.command = shell_command(self.context)
        self.note = _("note: {text}").format(text=_(
            "{path} now holds a new game ({game}: {players}); commands act on it").format(
            path=self.context.path, game=session.title,
            players=", ".join(session.meta["players"])))

    def banner(self) -> str:
        return _("{game} in {path}. Tab completes commands and names; {key} on an empty line "
                 "undoes the last action, {accept} or {decline} accepts or rejects a player's "
                 "request shown in the toolbar; `help` lists the commands, `help COMMAND` "
                 "explains one, `exit` leaves.").format(
            game=self.session.title, path=self.context.path, key=UNDO_KEY_NAME,
            accept=ACCEPT_KEY_NAME, decline=DECLINE_KEY_NAME)

    def line(self, text: str) -> bool:
        """Run one typed line; False when it asks to leave. Errors print one line and the
        shell carries on."""
        try:
            argv = shlex.split(text, comments=True)   # `# ...` is a note, as in a script
        except ValueError as exc:
            return _error(_("{error} in: {line}").format(error=exc, line=text))
        self.follow()
        if self.note:
            output.print_lines([self.note])
            self.note = ""
        argv = without_program(argv)
        if not argv:
            return True
        word = argv[0]
        if word in LEAVE:
            return False
        if word == "help":
            argv = [*argv[1:], "--help"]
        if word in REFUSED:
            return _error(_(REFUSED[word]))
        app_mod.run(self.context, argv, self.command)
        return True

    def toolbar(self) -> str:
        try:
            self.follow()
            line = self.session.game.toolbar(self.session.state())
            line = " | ".join([*self.flagged(), *self.bidding(), line])
            asked = self.waiting()
            self.shown = asked[0].id if asked else None
            newest = asked[-1].id if asked else 0
            self.arrived = self._heard is not None and newest > self._heard
            self._heard = max(self._heard or 0, newest)
            if not asked:
                return line
            first = asked[0]
            more = (ngettext(" (+{n} more: `requests`)", " (+{n} more: `requests`)",
                             len(asked) - 1).format(n=len(asked) - 1) if len(asked) > 1 else "")
            asks = _("request {number}, {player} asks: {says}{more}; {accept} accepts, {decline} "
                     "rejects").format(number=first.id, player=first.player,
                                        says=self.said(first),
                                        more=more, accept=ACCEPT_KEY_NAME,
                                        decline=DECLINE_KEY_NAME)
            return f"{asks} | {line}"
        except Exception as exc:  # the toolbar must never stop the shell
            return f"({exc})"

    def said(self, request) -> str:
        """A waiting request's words, made from its command (moves/asking.py), once while
        the game stays as it is (the toolbar is drawn five times a second)."""
        from companion.moves import asking

        journal = self.session.journal
        key = (request.id, journal.data_version(), len(journal.digests), current())
        if key not in self._said:
            self._said = {key: asking.said(self.context, self.command, request)}
        return self._said[key]

    def bids(self) -> dict:
        """Lot -> (the highest waiting bid, its sum), of each auction under way."""
        from companion.games import requests

        return requests.bids(self.session.game, self.session.state(), self.waiting())

    def bidding(self) -> list[str]:
        """Each auction's highest bid, and the key that sells to it."""
        style = self.session.game.money_style
        return [_("{lot}: highest bid {player} {amount}, {key} sells").format(
            lot=lot, player=r.player, amount=styled(amount, style), key=SELL_KEY_NAME)
            for lot, (r, amount) in self.bids().items()]

    def flagged(self) -> list[str]:
        """The entries players flagged from their phones lately."""
        from companion.core import links

        return [_("{player} thinks entry #{seq} looks wrong").format(player=f.player,
                                                                     seq=f.seq)
                for f in links.flags(self.session.journal.conn)]

    def waiting(self) -> list:
        """Every request waiting for the banker (core/links.py), oldest first."""
        from companion.core import links

        return links.listed(self.session.journal.conn, only_waiting=True)


class CommandCompleter(Completer):
    """Completes a partial line from the command tree and its completion callbacks."""

    def __init__(self, shell: Shell):
        self.shell = shell

    def get_completions(self, document, complete_event):
        split = split_line(document.text_before_cursor)
        if split is None:
            return
        words, typed, incomplete = split
        words = without_program(words)
        shell = self.shell
        shell.follow()
        if words and words[0] not in shell.command.commands:
            return   # after an unknown command, nothing fits
        complete = ShellComplete(shell.command, {"obj": shell.context}, "companion",
                                 app_mod.COMPLETE_VAR)
        try:
            items = [(i.value, i.help) for i in complete.get_completions(words, incomplete)]
        except Exception:  # completion must never break the line being typed
            return
        if not words:
            items += [(w, None) for w in ("exit",) if w.startswith(incomplete)]   # help: a command
        for value, meta in items:
            yield Completion(quoted(value), start_position=-len(typed), display_meta=meta)


def without_program(words: list[str]) -> list[str]:
    """The words after a leading `companion`: hints print whole commands, and a banker may
    type one as printed."""
    return words[1:] if words[:1] == ["companion"] else words


def split_line(text: str) -> tuple[list[str], str, str] | None:
    """(the words before the one being typed, that word as typed, and as meant), or None
    when the line cannot be read."""
    start, quote = 0, None
    for i, ch in enumerate(text):
        if quote:
            quote = None if ch == quote else quote
        elif ch in "'\"":
            quote = ch
        elif ch.isspace():
            start = i + 1
    typed = text[start:]
    try:
        words = shlex.split(text[:start])
        meant = shlex.split(typed + (quote or ""))[0] if typed else ""
    except (ValueError, IndexError):
        return None
    return words, typed, meant


def quoted(value: str) -> str:
    """A completed name as it must be typed: quoted when it holds a space or a quote."""
    if not any(c.isspace() or c in "'\"\\" for c in value):
        return value
    return f'"{value}"' if not any(c in '"\\$`' for c in value) else shlex.quote(value)


def _error(message: str) -> bool:
    """One line on stderr, as a one-shot command's error; the shell carries on."""
    sys.stderr.write(_("error: {message}").format(message=message) + "\n")
    return True


def run(context: Context, input_=None, output_=None) -> None:
    """The read-run loop, until `exit` or Ctrl-D (prompt_toolkit's `input_` and `output_`
    for tests)."""
    shell = Shell(context)
    keys = KeyBindings()

    @keys.add(UNDO_KEY)
    def _undo(event):   # on an empty line only: a typed line is neither lost nor undone
        if not event.current_buffer.text:   # shown on the line, as if typed
            event.current_buffer.insert_text("undo")
            event.current_buffer.validate_and_handle()

    def answering(word: str):
        """While the toolbar shows a request: on an empty line, `accept N` or `reject N` of
        the request shown, typed as if by hand; on a typed line, a bell and nothing else
        (neither yank nor history: the line stays as typed). With no request shown, the key
        does what it always does."""
        def answer(event):
            if event.current_buffer.text:
                event.app.output.bell()
                return
            event.current_buffer.insert_text(f"{word} {shell.shown}")
            event.current_buffer.validate_and_handle()
        return answer

    shown = Condition(lambda: shell.shown is not None)
    keys.add(ACCEPT_KEY, filter=shown)(answering("accept"))
    keys.add(DECLINE_KEY, filter=shown)(answering("reject"))

    def toolbar() -> str:
        """The toolbar; the terminal's bell when a new request came."""
        text = shell.toolbar()
        if shell.arrived:
            get_app().output.bell()
        return text

    empty = Condition(lambda: not get_app().current_buffer.text and shell.shown is not None)

    @keys.add(SELL_KEY, filter=empty)
    def _sell(event):   # the auction closed: `accept N` of its highest bid, typed as if by hand
        high = [request for request, _sum in shell.bids().values()]
        if high:
            event.current_buffer.insert_text(f"accept {high[0].id}")
            event.current_buffer.validate_and_handle()

    prompt = PromptSession(
        lambda: f"{shell.session.game.id}> ", completer=CommandCompleter(shell),
        history=FileHistory(str(history_path(context))), auto_suggest=AutoSuggestFromHistory(),
        bottom_toolbar=toolbar, key_bindings=keys, refresh_interval=REFRESH,
        input=input_, output=output_)
    output.print_lines([shell.banner()])
    crashed = shell.session.after_crash()
    if crashed:
        output.note(crashed)
    stop_on_signals()
    try:
        while True:
            try:
                text = prompt.prompt()
            except KeyboardInterrupt:
                continue
            except EOFError:
                return
            if not shell.line(text):
                return
    finally:
        context.close()   # the WAL checkpointed into the file: a copy of it alone is whole
