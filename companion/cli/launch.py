"""What the `companion` command runs: the command line, its start-up spared the collector.

Importing typer, rich, click and the game makes some 20,000 objects that live as long as
the process, and Python's cyclic garbage collector walks them again and again while they
are made (about a tenth of a one-shot command's time, for no garbage). So it is held off
while companion starts, the objects made so far are frozen out of its walks (gc.freeze),
and it runs as usual from then on: for the command itself, and for `play` and `serve`,
which run for hours.
"""

import gc


def main() -> int:
    gc.disable()
    try:
        from companion.cli.app import main as run
    finally:
        gc.freeze()
        gc.enable()
    return run()
