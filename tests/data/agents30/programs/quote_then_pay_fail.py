# prove: failed assertion
"""Pays a tenth of each quote: a quote under ten cents makes a zero payment, which `pay` refuses."""
from tools.agents.trusted.effects import pay, quote


def main() -> int:
    spent = 0
    for item in ["widget", "gadget"]:
        try:
            cents = quote(item)
        except ValueError:
            continue
        pay("shop", min(cents // 10, 100))
        spent += cents // 10
    print("spent", spent)
    return spent
