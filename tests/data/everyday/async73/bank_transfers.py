"""Concurrent transfers between accounts, serialised per account with asyncio.Lock."""
import asyncio


class Account:
    def __init__(self, name, balance):
        self.name = name
        self.balance = balance
        self.lock = asyncio.Lock()


class InsufficientFunds(Exception):
    pass


async def transfer(src, dst, amount, log):
    first, second = sorted([src, dst], key=lambda a: a.name)
    async with first.lock:
        async with second.lock:
            if src.balance < amount:
                raise InsufficientFunds(f"{src.name} has {src.balance}, needs {amount}")
            src.balance -= amount
            await asyncio.sleep(0.001)  # the write to the ledger
            dst.balance += amount
            log.append(f"{src.name}->{dst.name} {amount}")
    return amount


async def main_async():
    accounts = {n: Account(n, b) for n, b in [("alice", 100), ("bob", 50), ("carol", 0)]}
    log = []
    orders = [
        ("alice", "bob", 30),
        ("bob", "carol", 70),
        ("carol", "alice", 10),
        ("alice", "carol", 80),
        ("bob", "alice", 5),
        ("carol", "bob", 40),
    ]
    results = await asyncio.gather(
        *(transfer(accounts[s], accounts[d], amt, log) for s, d, amt in orders),
        return_exceptions=True,
    )
    for (s, d, amt), r in zip(orders, results):
        status = "ok" if r == amt else f"refused: {r}"
        print(f"{s:>5} -> {d:<5} {amt:3d}  {status}")
    print("balances:", {n: a.balance for n, a in accounts.items()})
    print("total conserved:", sum(a.balance for a in accounts.values()) == 150)
    print("ledger:", log)
    print("locks free:", [a.lock.locked() for a in accounts.values()])

    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(transfer(accounts["carol"], accounts["bob"], 1000, log))
            tg.create_task(transfer(accounts["bob"], accounts["alice"], 1, log))
    except* InsufficientFunds as eg:
        print("group refused:", [str(e) for e in eg.exceptions])
    print("balances after:", {n: a.balance for n, a in accounts.items()})


def main():
    asyncio.run(main_async())
