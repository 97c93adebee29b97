# The closure sees the key added after it was defined, but not keys never added.
# expect: failed
# inputs: ('tea',), ('coffee',), ('milk',), ('',)
def main(key: str) -> int:
    prices = {"tea": 3}

    def price() -> int:
        return prices[key]

    prices["coffee"] = 4
    return price()
