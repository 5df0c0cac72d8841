"""A re-run with nothing changed is skipped as a whole (companion/printing/rerun.py): which
files are written or left alone, and that the report is the same. Speed is in bench/."""

import shutil

import pytest

from companion.paths import CARDS
from companion.printing import rerun
from companion.printing.options import parse
from tests import print_helpers

SKIPPED = "nothing to do: same inputs as the last run"


def stamps(folder):
    """Every file under `folder` (but the run record): its size and time."""
    return {p.relative_to(folder): (p.stat().st_size, p.stat().st_mtime_ns)
            for p in folder.rglob("*") if p.is_file() and p.name != rerun.RECORD}


def run(*args):
    """The command's exit code and output, whitespace folded (the console wraps lines)."""
    code, output = print_helpers.run(*args)
    return code, " ".join(output.split())


def twice(*args):
    """Run the command twice; both outputs, the second with nothing changed in between."""
    first = run(*args)
    assert first[0] == 0, first[1]
    second = run(*args)
    assert second[0] == 0, second[1]
    return first[1], second[1]


def test_an_unchanged_rerun_writes_nothing_and_says_the_same(tmp_path):
    out = tmp_path / "o"
    first, _ = twice("discretion", "--only", "setup", "--out", str(out))
    assert "1 written, 0 unchanged" in first and SKIPPED not in first
    before = stamps(out)
    code, again = run("discretion", "--only", "setup", "--out", str(out))
    assert code == 0 and SKIPPED in again
    assert f"unchanged {out / 'setup.pdf'} (skipped)" in again
    assert "0 written, 1 unchanged" in again
    assert stamps(out) == before


def test_the_whole_kit_rerun_is_skipped_with_its_combined_pdf(discretion_kit, tmp_path):
    kit, _ = discretion_kit
    out = tmp_path / "copy"
    shutil.copytree(kit, out)   # keeps the files' times: the record still matches
    before = stamps(out)
    code, again = run("discretion", "--out", str(out))
    assert code == 0 and SKIPPED in again and "0 written, 16 unchanged" in again
    assert stamps(out) == before


def test_a_deleted_combined_list_is_written_again(discretion_kit, tmp_path):
    kit, _ = discretion_kit
    out = tmp_path / "copy"
    shutil.copytree(kit, out)
    (out / "discretion-print-list.txt").unlink()
    code, again = run("discretion", "--out", str(out))
    assert code == 0 and SKIPPED not in again
    assert "0 written, 16 unchanged" in again and "(how to print each part)" in again
    assert (out / "discretion-print-list.txt").is_file()
    assert SKIPPED in run("discretion", "--out", str(out))[1]


@pytest.mark.parametrize("change", ["delete", "edit"])
def test_a_deleted_or_edited_pdf_is_rendered_again(tmp_path, change):
    out = tmp_path / "o"
    twice("discretion", "--only", "setup", "--out", str(out))
    pdf = out / "setup.pdf"
    if change == "delete":
        pdf.unlink()
    else:
        pdf.write_bytes(pdf.read_bytes() + b"\n% scribbled on\n")
    code, again = run("discretion", "--only", "setup", "--out", str(out))
    assert code == 0 and SKIPPED not in again and "1 written, 0 unchanged" in again
    assert pdf.read_bytes().rstrip().endswith(b"%%EOF")


def test_an_edited_data_file_renders_what_it_changes(tmp_path):
    data = tmp_path / "mine.toml"
    data.write_text((CARDS / "discretion" / "discretion.toml").read_text())
    args = ("discretion", "--only", "events", "--only", "setup", "--data", str(data),
            "--out", str(tmp_path / "o"))
    twice(*args)
    data.write_text(data.read_text().replace('name = "Housing Rent"', 'name = "Home Rent"'))
    code, again = run(*args)
    assert code == 0 and SKIPPED not in again
    assert "wrote" in again and "events.pdf" in again and "1 written, 1 unchanged" in again


def test_options_and_only_each_have_their_own_record(tmp_path):
    """A letter run rewrites setup.pdf, so the a4 record no longer matches the folder."""
    out = str(tmp_path / "o")
    twice("discretion", "--only", "setup", "--out", out)
    code, letter = run("discretion", "--only", "setup", "--paper", "letter", "--out", out)
    assert code == 0 and SKIPPED not in letter and "1 written" in letter
    code, a4 = run("discretion", "--only", "setup", "--out", out)
    assert code == 0 and SKIPPED not in a4 and "1 written" in a4
    code, score = run("discretion", "--only", "score", "--out", out)
    assert code == 0 and SKIPPED not in score and "1 written, 0 unchanged" in score


def test_warnings_and_overflows_are_said_again(tmp_path):
    data = tmp_path / "long.toml"
    data.write_text((CARDS / "discretion" / "discretion.toml").read_text().replace(
        'text = "The Bank pays every owner of Housing the rent each of their Housing '
        'buildings earns."', 'text = "' + "Supercalifragilistic " * 150 + '"'))
    # cards 160 mm tall make the board's row of piles too tall for a tabloid sheet
    first, again = twice("discretion", "--only", "board", "--only", "events",
                         "--board-paper", "tabloid", "--card-size", "70x160", "--data",
                         str(data), "--out", str(tmp_path / "o"))
    for output in (first, again):
        assert "warning: Board (269.3 x 436 mm) does not fit on one tabloid" in output
        assert "1 text does not fit" in output and "events: Housing Rent: front body" in output
    assert SKIPPED in again and SKIPPED not in first


@pytest.mark.parametrize("fmt, folder, pattern", [("png", "png", "*.png"),
                                                  ("print-shop", "print-shop", "*.pdf")])
def test_exports_are_skipped_and_redone_when_a_file_goes(tmp_path, fmt, folder, pattern):
    out = tmp_path / "o"
    first, again = twice("discretion", "--only", "years", "--format", fmt, "--out", str(out))
    assert SKIPPED in again and SKIPPED not in first
    note = {"png": "PNGs at 300 dpi of Year cards in", "print-shop": "1-up PDFs with TrimBox"}[fmt]
    assert note in first and note in again
    files = sorted((out / folder).glob(pattern))
    files[0].unlink()
    code, redone = run("discretion", "--only", "years", "--format", fmt, "--out", str(out))
    assert code == 0 and SKIPPED not in redone and files[0].is_file()
    (out / rerun.RECORD).unlink()   # forgotten: the per-component manifest still skips
    code, again = run("discretion", "--only", "years", "--format", fmt, "--out", str(out))
    assert code == 0 and "0 written, 1 unchanged" in again


def test_the_digest_follows_templates_data_options_and_versions(tmp_path, monkeypatch):
    templates = tmp_path / "templates"
    shutil.copytree(rerun.TEMPLATES, templates)
    monkeypatch.setattr(rerun, "TEMPLATES", templates)
    a4 = rerun.inputs_digest("discretion", parse(), None)
    assert a4 == rerun.inputs_digest("discretion", parse(), None)
    assert a4 != rerun.inputs_digest("discretion", parse(paper="letter"), None)
    assert a4 != rerun.inputs_digest("discretion", parse(lang="pl"), None)
    assert a4 != rerun.inputs_digest("discretion", parse(output="tts"), None)
    (templates / "print.css").write_text((templates / "print.css").read_text() + "\n/* */")
    assert rerun.inputs_digest("discretion", parse(), None) != a4
    monkeypatch.setattr(rerun, "_versions", lambda: "weasyprint-99.0.dist-info")
    assert rerun.inputs_digest("discretion", parse(), None) not in (a4, None)
    assert rerun.inputs_digest("discretion", parse(), tmp_path / "missing.toml") is None


def test_the_versions_name_the_drawing_libraries():
    found = rerun._versions()
    for name in ("weasyprint", "pypdfium2", "pydyf"):
        assert f"{name}-" in found.lower()
