"""`companion demo`: a short scripted Discretion game in a temporary file."""

import shlex
import tempfile
from pathlib import Path

from companion.cli import output

SCRIPT = """
new discretion --players Ann,Bob,Cy --seed 7
auction 1 --winner Ann --price 650k
auction 2 --winner Bob --price 700k
auction 5 --winner Cy --price 600k
auction 10 --winner Ann --price 500k
auction 3 --no-bid
auction 11 --winner Bob --price 550k
auction 15 --winner Cy --price 150k
build Ann housing A1
build Ann offices B1+C1
next
build Bob retail D1
build Bob industry D2+D3
next
build Cy services A4
next
status
event housing-rent
event offices-rent
board
event harvest
pay Bob Cy 100k --reason "typed the wrong name"
undo
draw
draw
log --player Cy
score
"""


def run() -> None:
    from companion.cli.app import main

    with tempfile.TemporaryDirectory() as folder:
        game = Path(folder) / "demo.db"
        for line in SCRIPT.strip().splitlines():
            output.console().print(f"\n$ companion {line}", style="bold cyan", markup=False)
            code = main(["--game", str(game), *shlex.split(line)])
            if code:
                raise SystemExit(code)
