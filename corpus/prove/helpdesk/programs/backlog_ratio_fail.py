"""Compare tech and billing backlogs as a percentage: an empty billing backlog divides by zero."""
import clauz3
from tools.helpdesk.trusted.effects import backlog, page


def main() -> None:
    ratio = backlog("tech") * 100 // backlog("billing")
    if ratio > 200:
        page("tech", 3)
