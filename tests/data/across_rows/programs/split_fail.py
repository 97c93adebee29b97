import clauz3
from tools.tally.trusted.effects import numbers, score, send, words
from tools.tally.trusted import contracts as tally


@clauz3.guarantee(tally.ids_distinct())
def main() -> None:
    """Different first parts, the ids agree."""
    ws = words("a")
    if len(ws) == 2 and ws[0] == "ab,c" and ws[1] == "d,efg":
        for w in ws:
            send(len(w.split(",")[0]) + len(w))
