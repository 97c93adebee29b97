import clauz3
from tools.ledger.trusted.effects import balance, list_accounts, transfer


def balance_of(entry: tuple[str, int]) -> int:
    return entry[1]


def main() -> list[str]:
    threshold = 1_500
    names = list_accounts("cust-")
    snapshot = [(name, balance(name)) for name in names]
    dormant = [pair for pair in snapshot if 0 < pair[1] < threshold]
    empty = {name: cents for name, cents in snapshot if cents == 0}
    print(f"{len(names)} accounts, {len(dormant)} to sweep, {len(empty)} already empty")
    swept = []
    for name, cents in sorted(dormant, key=balance_of, reverse=True):
        note = name.replace("cust-", "") or "unknown"
        transfer(name, "reserve", cents, memo="sweep " + note)
        swept.append(name)
    largest = max(c for _, c in snapshot) if snapshot else 0
    print("largest balance:", largest)
    print("swept in reverse order:", list(reversed(swept)))
    return swept
