import clauz3
from tools.tally.trusted.effects import numbers, score, send, words
from tools.tally.trusted import contracts as tally


@clauz3.guarantee(tally.ids_distinct())
def main() -> None:
    """Two different words whose stripped lengths make one id."""
    ws = words("a")
    if len(ws) == 2 and ws[0] == "ab" and ws[1] == "c!!":
        for w in ws:
            send(len(w) + len(w.strip("!")))
