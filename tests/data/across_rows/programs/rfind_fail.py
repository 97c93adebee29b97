import clauz3
from tools.tally.trusted.effects import numbers, score, send, words
from tools.tally.trusted import contracts as tally


@clauz3.guarantee(tally.ids_distinct())
def main() -> None:
    """The last x sits at different places, the ids agree."""
    ws = words("a")
    if len(ws) == 2 and ws[0] == "xab" and ws[1] == "bx":
        for w in ws:
            send(w.rfind("x") + len(w))
