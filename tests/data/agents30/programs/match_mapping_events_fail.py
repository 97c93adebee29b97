# prove: failed KeyError
"""Events as dicts dispatched with mapping patterns; an unknown user's balance is looked up anyway."""
from tools.agents.trusted.effects import ask


BALANCES = {"ann": 10, "bob": 5}


def handle(event: dict) -> int:
    match event:
        case {"kind": "deposit", "user": user, "amount": int(amount)} if amount > 0:
            return BALANCES[user] + amount
        case {"kind": "query", "user": user}:
            return BALANCES.get(user, 0)
        case _:
            return -1


def main() -> int:
    user = ask("user?")
    total = handle({"kind": "query", "user": user}) + handle({"kind": "deposit", "user": user, "amount": 3})
    print(total)
    return total
