import sys

from game.cli import entry

sys.exit(entry())
