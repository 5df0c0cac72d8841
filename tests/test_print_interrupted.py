"""Ctrl-C during `print`: the command says which PDFs are whole on disk and which are not."""

import typer
from typer.testing import CliRunner

from companion.printing import build
from companion.printing.command import register


def invoke(*args: str):
    app = typer.Typer()
    register(app)
    app.callback()(lambda: None)
    return CliRunner().invoke(app, ["print", *args])


def test_ctrl_c_after_the_first_pdf_names_what_was_written_and_what_not(tmp_path, monkeypatch):
    real = build._run

    def interrupted(todo, out, workers):   # the table presses Ctrl-C after the first PDF
        for done in real(todo[:1], out, None):
            yield done
        raise KeyboardInterrupt

    monkeypatch.setattr(build, "_run", interrupted)
    result = invoke("discretion", "--only", "years", "--only", "events", "--out", str(tmp_path))
    assert result.exit_code == 130
    lines = result.stderr.splitlines()
    written = [p.stem for p in tmp_path.rglob("*.pdf")]
    assert len(written) == 1 and not list(tmp_path.rglob("*.tmp"))
    missing = ({"years", "events"} - set(written)).pop()
    assert lines[0].startswith(f"interrupted: 1 component ready in {tmp_path} ")
    assert lines[0].endswith(f"({written[0]})")
    assert lines[1] == f"not written: {missing} (the same command again writes only these)"
    monkeypatch.setattr(build, "_run", real)       # the re-run writes only the missing one
    again = invoke("discretion", "--only", "years", "--only", "events", "--out", str(tmp_path))
    assert again.exit_code == 0
    assert " ".join(again.stdout.split()).startswith(   # rich wraps at the runner's width
        f"unchanged {tmp_path / written[0]}.pdf (skipped) wrote {tmp_path / missing}.pdf")


def test_ctrl_c_while_laying_out_says_nothing_was_written(tmp_path, monkeypatch):
    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(build, "prepare", interrupted)
    result = invoke("discretion", "--only", "years", "--out", str(tmp_path))
    assert result.exit_code == 130
    assert result.stderr == "interrupted while laying out: nothing written\n"
    assert not list(tmp_path.rglob("*.pdf"))


def test_ctrl_c_and_the_re_run_speak_the_language(tmp_path, monkeypatch):
    """A Polish Eurobusiness kit: one component of two written, then the re-run."""
    real = build._run

    def interrupted(todo, out, workers):
        for done in real(todo[:1], out, None):
            yield done
        raise KeyboardInterrupt

    monkeypatch.setattr(build, "_run", interrupted)
    monkeypatch.setenv("COMPANION_LANG", "pl")
    kit = ("eurobusiness", "--only", "reference", "--only", "score-sheet", "--out", str(tmp_path))
    result = invoke(*kit)
    written = [p.stem for p in tmp_path.rglob("*.pdf")]
    missing = ({"reference", "score-sheet"} - set(written)).pop()
    assert result.stderr.splitlines() == [
        f"przerwano: 1 komponent gotowy w {tmp_path} ({written[0]})",
        f"nie zapisano: {missing} (ponowne uruchomienie tego samego polecenia zapisze tylko je)"]
    monkeypatch.setattr(build, "_run", real)
    said = " ".join(invoke(*kit).stdout.split())
    assert said.startswith(f"bez zmian {tmp_path / written[0]}.pdf (pominięto) zapisano "
                           f"{tmp_path / missing}.pdf (")
    assert f"zapisano: 1, bez zmian: 1, w {tmp_path}" in said
