"""Awaits inside larger expressions: f-strings, arithmetic, conditions, methods."""
import asyncio

PRICES = {"apple": 3, "pear": 5, "kiwi": 2}
stock = {"apple": 10, "pear": 0, "kiwi": 4}
counter = 0


async def price(item):
    await asyncio.sleep(0.01)
    return PRICES[item]


async def in_stock(item):
    await asyncio.sleep(0)
    return stock[item] > 0


async def bump(n):
    global counter
    value = counter
    await asyncio.sleep(0)
    counter = value + n
    return n


class Cart:
    def __init__(self):
        self.total = 0
        self.lines = []

    async def add(self, item, qty):
        if await in_stock(item) and qty > 0:
            self.total += await price(item) * qty
            self.lines.append(f"{qty} x {item} @ {await price(item)}")
            return True
        return False


async def shop():
    cart = Cart()
    added = [await cart.add(i, q) for i, q in [("apple", 2), ("pear", 1), ("kiwi", 3)]]
    print("added:", added)
    print(f"total: {cart.total}, lines: {cart.lines}")
    print("cheapest:", min([await price(p) for p in PRICES]))
    label = "pricey" if await price("pear") > 4 else "cheap"
    print("pear is", label, "and kiwi is", "cheap" if await price("kiwi") < 3 else "pricey")
    either = await in_stock("pear") or await in_stock("kiwi")
    both = await in_stock("pear") and await in_stock("kiwi")
    print("either:", either, "both:", both)
    total = sum([await price(p) for p in PRICES]) + await price("apple") * 2
    print("sum:", total, {p: await price(p) for p in PRICES if await in_stock(p)})
    await asyncio.gather(bump(1), bump(10), bump(100))
    print("counter after racy bumps:", counter)
    nums = [3, 1, 2]
    nums.append(await bump(5))
    print(nums, len(nums) + await bump(0))
    return cart.total


def main():
    return asyncio.run(shop())


if __name__ == "__main__":
    main()
