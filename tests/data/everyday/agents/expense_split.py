EXPENSES = [
    ("dinner", "ana", 120.0, ["ana", "ben", "cy"]),
    ("taxi", "ben", 30.0, ["ana", "ben"]),
    ("tickets", "cy", 90.0, ["ana", "ben", "cy"]),
    ("snacks", "ana", 12.6, ["ben", "cy"]),
]


def main():
    balance = {}
    for what, payer, amount, group in EXPENSES:
        share = round(amount / len(group), 2)
        balance[payer] = balance.get(payer, 0) + amount
        for person in group:
            balance[person] = balance.get(person, 0) - share
    for person in sorted(balance):
        print(f"{person:<4}{balance[person]:+8.2f}")
    debtors = sorted((b, p) for p, b in balance.items() if b < -0.005)
    creditors = sorted(((b, p) for p, b in balance.items() if b > 0.005), reverse=True)
    transfers = []
    while debtors and creditors:
        owe, d = debtors[0]
        due, c = creditors[0]
        pay = round(min(-owe, due), 2)
        transfers.append(f"{d} pays {c} {pay:.2f}")
        debtors[0] = (owe + pay, d)
        creditors[0] = (due - pay, c)
        if debtors[0][0] > -0.005:
            debtors.pop(0)
        if creditors[0][0] < 0.005:
            creditors.pop(0)
    print("\n".join(transfers))
    return len(transfers)
