"""The command line's help and click's own words in the reader's language.

typer builds the click commands from each command's docstring and its parameters' `help=`,
in English (the source). `translate(command)` turns a built command tree into the language
of this process before it runs: every help text through the catalog of the package that
defines the command (a game's own falls back to the core's). `messages(domain)` lists an area's
help texts for `python -m companion.catalogs` (docstrings are no `_()` call, so the
extraction asks the built commands). The words click and typer print around them (panel
titles, "Usage:", the usage errors) are marked here and translated as they are printed.
English opens no catalog.
"""

import sys

from companion.core import i18n
from companion.core.i18n import N_, Nn_, _, ngettext

# click's and typer's own words, as they write them (the catalog translates these alone).
CLICK = frozenset({
    N_("Usage:"), N_("Show this message and exit."), N_("Options"), N_("Commands"),
    N_("Arguments"), N_("Positional arguments"), N_("Missing command."),
    N_("Missing argument"), N_("Missing option"), N_("Missing parameter"),
    N_("Missing {param_type}"), N_("No such option {name!r}."),
    N_("No such command {name!r}."), N_("Did you mean {possibility}?"),
    N_("Invalid value: {message}"), N_("Invalid value for {param_hint}: {message}"),
    N_("Try '{command} {option}' for help."), N_("Error: {message}"),
    N_("Install completion for the current shell."),
    N_("Show completion for the current shell, to copy it or customize the installation."),
    N_("Missing parameter: {param_name}"), N_("Option {name!r} does not take a value."),
    N_("Argument {name!r} takes {nargs} values."), N_("{value!r} is not a whole number."),
    N_("{value} is not in the range {range}."),
    N_("{value!r} is not a valid boolean. Recognized values: {states}"),
})
# click's words said otherwise: its number type's name ("integer") is no catalog's word, and
# companion's numbers are whole
CLICK_RESAID = {"{value!r} is not a valid {number_type}.": "{value!r} is not a whole number."}
# click's counted words (its own `ngettext`): the singular names the pair
CLICK_COUNTS = {forms[0]: forms for forms in (
    Nn_("Got unexpected extra argument ({args})", "Got unexpected extra arguments ({args})"),
    Nn_("Option {name!r} requires an argument.", "Option {name!r} requires {nargs} arguments."),
    Nn_("{value!r} is not {choice}.", "{value!r} is not one of {choices}."),
    Nn_("Takes {nargs} values but 1 was given.", "Takes {nargs} values but {len} were given."),
)}
# typer's panel titles and option notes: module constants of typer.rich_utils, set per language
TYPER = {"ARGUMENTS_PANEL_TITLE": N_("Arguments"), "OPTIONS_PANEL_TITLE": N_("Options"),
         "COMMANDS_PANEL_TITLE": N_("Commands"), "DEFAULT_STRING": N_("[default: {}]"),
         "ENVVAR_STRING": N_("[env var: {}]"), "REQUIRED_LONG_STRING": N_("[required]")}
_CLICK_MODULES = ("click.core", "click.exceptions", "click.formatting", "click.decorators",
                  "click.parser", "click.types", "typer.core", "typer.main")


def translate(command) -> None:
    """`command` (a click command or group, as typer built it) in this process's language:
    its help texts, its sub-commands' and their parameters', and the panel they are listed
    in; click's and typer's own words too."""
    if i18n.current() == i18n.SOURCE:
        return
    _speak_click()
    _translate(command, _catalog_of(command))


def panels() -> None:
    """typer's panel titles and option notes in this process's language, for help about to
    be shown (typer.rich_utils costs a one-shot command ~25 ms: only help imports it)."""
    import typer.rich_utils as rich_utils

    for name, text in TYPER.items():
        setattr(rich_utils, name, _(text))


def _translate(command, catalog) -> None:
    say = catalog.gettext
    for attribute in ("help", "short_help", "epilog", "rich_help_panel"):
        if getattr(command, attribute, None):
            setattr(command, attribute, say(getattr(command, attribute)))
    if command.help:
        command.help = indent_kept(command.help)
    for param in command.params:
        for attribute in ("help", "rich_help_panel"):
            if getattr(param, attribute, None):
                setattr(param, attribute, say(getattr(param, attribute)))
    for sub in getattr(command, "commands", {}).values():
        _translate(sub, _catalog_of(sub))


def indent_kept(text: str) -> str:
    """typer dedents a help's paragraphs after the first as one block (inspect.cleandoc,
    which measures the indent from the block's second line on): a translated paragraph in
    one line (a catalog keeps no line breaks) before an indented example lost its indent.
    A blank line more after the first paragraph starts the block with an empty line, which
    cleandoc drops, so the indent is measured from the paragraph's own first line too."""
    first, sep, rest = text.partition("\n\n")
    return f"{first}\n\n\n{rest}" if rest and not rest.startswith("\n") else text


def _catalog_of(command):
    """The catalog of the package defining the command: its module's nearest `i18n`."""
    module = getattr(getattr(command, "callback", None), "__module__", "") or ""
    parts = module.split(".")
    while parts:
        found = sys.modules.get(".".join(parts + ["i18n"]))
        if found is None and parts[:2] == ["companion", "games"] and len(parts) > 2:
            import importlib

            try:
                found = importlib.import_module(".".join(parts + ["i18n"]))
            except ImportError:
                found = None
        if found is not None and hasattr(found, "CATALOG"):
            return found.CATALOG
        parts.pop()
    return i18n.CORE


def _click_gettext(message: str) -> str:
    if i18n.current() == i18n.SOURCE:   # as click says it (a process may change language)
        return message
    message = CLICK_RESAID.get(message, message)
    return _(message) if message in CLICK else message


def _click_ngettext(singular: str, plural: str, n: int) -> str:
    if CLICK_COUNTS.get(singular) == (singular, plural):
        return ngettext(singular, plural, n)
    return singular if n == 1 else plural


def _speak_click() -> None:
    """click and typer call `gettext.gettext` and `ngettext` for their words; theirs that
    companion's catalog holds are read from it."""
    for name in _CLICK_MODULES:
        module = sys.modules.get(name)
        if module is not None and getattr(module, "_", None) not in (None, _click_gettext):
            module._ = _click_gettext
        if module is not None and getattr(module, "ngettext", None) not in (None,
                                                                             _click_ngettext):
            module.ngettext = _click_ngettext


def messages(domain: str) -> list[tuple[str, str]]:
    """(help text, the file defining it) of every command and parameter whose package's
    catalog is `domain` (the core's, the kits' `print`, a game's own commands and their
    panel), as typer builds them: what `translate` looks up. A game's commands are built
    for each declared game here (a table builds only its own game's); a help text the core's
    catalog holds (a shared parameter's) stays there, the game's catalog falls back to it."""
    import inspect

    import typer

    from companion import games as registry
    from companion.cli import app as app_mod
    from companion.moves.context import Context

    found: list[tuple[str, str]] = []

    def walk(command, kept=lambda text: True):
        where = (inspect.getsourcefile(inspect.unwrap(command.callback)) if command.callback
                 else app_mod.__file__)   # typer wraps the callback: the file defining it
        if _catalog_of(command).domain == domain:
            texts = [getattr(command, a, None) for a in ("help", "short_help", "epilog",
                                                          "rich_help_panel")]
            texts += [getattr(p, a, None) for p in command.params for a in ("help",
                                                                           "rich_help_panel")]
            found.extend((t, where) for t in texts if t and t not in CLICK and kept(t))
        for sub in getattr(command, "commands", {}).values():
            walk(sub, kept)

    walk(typer.main.get_command(app_mod.build_app(Context(_NOWHERE))))
    if domain != i18n.CORE.domain:
        core = {text for text, _where in messages(i18n.CORE.domain)}
        for entry in registry.catalogue().games:
            own = typer.Typer()
            registry.load(entry.id).register_cli(own)
            walk(typer.main.get_command(own), lambda text: text not in core)
    return list(dict.fromkeys(found))


_NOWHERE = __import__("pathlib").Path("/nonexistent/companion-help.db")
