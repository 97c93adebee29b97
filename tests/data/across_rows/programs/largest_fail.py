import clauz3
from tools.tally.trusted.effects import numbers, score, send, words
from tools.tally.trusted import contracts as tally


@clauz3.guarantee(tally.ids_distinct())
def main() -> None:
    """Each word's numbers have a largest of their own."""
    ws = words("a")
    if len(ws) == 2 and ws[0] == "a" and ws[1] == "bb":
        for w in ws:
            ns = numbers(w)
            if ns:
                send(max(ns) + len(w))
