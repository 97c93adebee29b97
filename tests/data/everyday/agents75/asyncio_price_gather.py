import asyncio
from dataclasses import dataclass
from statistics import median

QUOTES = {
    "alpha": {"BTC": 64210.5, "ETH": 3102.2, "SOL": 142.7},
    "beta": {"BTC": 64190.0, "ETH": 3110.9},
    "gamma": {"BTC": 64400.0, "ETH": 3099.0, "SOL": 143.9},
    "delta": None,  # exchange down
}
LATENCY = {"alpha": 3, "beta": 1, "gamma": 2, "delta": 5}


class ExchangeDown(Exception):
    pass


@dataclass
class Quote:
    exchange: str
    symbol: str
    price: float


async def fetch(exchange: str, symbol: str, log: list[str]) -> Quote:
    for _ in range(LATENCY[exchange]):
        await asyncio.sleep(0)
    book = QUOTES[exchange]
    if book is None:
        log.append(f"{exchange}: down")
        raise ExchangeDown(exchange)
    if symbol not in book:
        log.append(f"{exchange}: no {symbol}")
        raise KeyError(symbol)
    log.append(f"{exchange}: {symbol}")
    return Quote(exchange, symbol, book[symbol])


async def best_prices(symbol: str, log: list[str]):
    tasks = [fetch(ex, symbol, log) for ex in QUOTES]
    results = await asyncio.gather(*tasks, return_exceptions=True)
    quotes = [r for r in results if isinstance(r, Quote)]
    errors = [f"{type(r).__name__}({r})" for r in results if isinstance(r, Exception)]
    return symbol, quotes, errors


async def worker(name, queue, results):
    while True:
        symbol = await queue.get()
        try:
            results.append((name, await best_prices(symbol, [])))
        finally:
            queue.task_done()


async def main_async():
    log: list[str] = []
    summary = await asyncio.gather(*(best_prices(s, log) for s in ["BTC", "ETH", "SOL"]))
    print("completion order:", log)
    for symbol, quotes, errors in summary:
        prices = [q.price for q in quotes]
        lo = min(quotes, key=lambda q: q.price)
        hi = max(quotes, key=lambda q: q.price)
        spread = (hi.price - lo.price) / lo.price
        print(f"{symbol}: n={len(quotes)} median={median(prices):,.2f} buy@{lo.exchange} sell@{hi.exchange} "
              f"spread={spread:.3%} errors={errors}")
    queue: asyncio.Queue[str] = asyncio.Queue()
    results = []
    workers = [asyncio.create_task(worker(f"w{i}", queue, results)) for i in range(2)]
    for s in ["SOL", "BTC", "ETH", "DOGE"]:
        queue.put_nowait(s)
    await queue.join()
    for w in workers:
        w.cancel()
    await asyncio.gather(*workers, return_exceptions=True)
    print(sorted((sym, len(q)) for _, (sym, q, _) in results))
    try:
        await asyncio.wait_for(fetch("delta", "BTC", []), timeout=1)
    except ExchangeDown as exc:
        print("direct fetch failed:", repr(exc))
    return len(results)


def main():
    n = asyncio.run(main_async())
    print("processed", n)


if __name__ == "__main__":
    main()
