import clauz3
from tools.tally.trusted.effects import numbers, score, send, words
from tools.tally.trusted import contracts as tally


@clauz3.guarantee(tally.ids_distinct())
def main() -> None:
    """Stripped, the two words have different lengths."""
    ws = words("a")
    if len(ws) == 2 and ws[0] == "!a" and ws[1] == "bc!":
        for w in ws:
            send(len(w.strip("!")))
