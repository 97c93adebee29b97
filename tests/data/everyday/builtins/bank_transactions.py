TXNS = """deposit 100.00
withdraw 25.50
deposit 40
withdraw 200
fee 1.25
deposit 12.75"""


def main() -> None:
    balance = 0.0
    history = []
    rejected = 0
    for line in TXNS.splitlines():
        kind, amount = line.split()
        value = float(amount)
        if kind == "deposit":
            balance += value
        elif kind in ("withdraw", "fee"):
            if value > balance:
                rejected += 1
                history.append(("REJECTED " + kind, value))
                continue
            balance -= value
        history.append((kind, value))
    for kind, value in history:
        print("%-18s %10.2f" % (kind, value))
    print("%-18s %10.2f" % ("balance", balance))
    print("rejected:", rejected, "rounded:", round(balance), "cents:", int(round(balance * 100)))
    print("as money:", "${:,.2f}".format(balance))
