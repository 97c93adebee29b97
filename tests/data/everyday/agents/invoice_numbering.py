PREFIX = "INV"
YEAR = 2024
START = 17
SEQUENCE = [f"{PREFIX}-{YEAR}-{n:04d}" for n in range(START, START + 5)]
CLIENTS = {"acme": "Acme Corp", "glob": "Globex", "init": "Initech"}


def check_digit(code):
    digits = [int(c) for c in code if c.isdigit()]
    total = sum(d * (3 if i % 2 else 1) for i, d in enumerate(digits))
    return (10 - total % 10) % 10


def main():
    jobs = [("acme", 1200.0, 30), ("glob", 85.5, 14), ("init", 4300.25, 45), ("acme", 99.99, 7), ("glob", 10.0, 30)]
    ledger = []
    for number, (client, amount, terms) in zip(SEQUENCE, jobs):
        full = f"{number}-{check_digit(number)}"
        ledger.append((full, CLIENTS[client], amount, terms))
        print(f"{full:<17}{CLIENTS[client]:<11}{amount:>10,.2f}  net {terms}")
    by_client = {}
    for _, client, amount, _ in ledger:
        by_client[client] = by_client.get(client, 0) + amount
    for client, total in sorted(by_client.items(), key=lambda kv: -kv[1]):
        print(f"{client:<11}{total:>10,.2f}")
    return len(ledger)
