import clauz3
from tools.tally.trusted.effects import numbers, score, send, words
from tools.tally.trusted import contracts as tally


@clauz3.guarantee(tally.ids_distinct())
def main() -> None:
    """Each row takes another branch, and both send 1."""
    ws = words("a")
    if len(ws) == 2 and ws[0] == "a" and ws[1] == "b":
        for w in ws:
            if w == "a":
                send(1)
            else:
                send(1)
