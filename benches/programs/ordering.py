# Classes with properties, dunder comparisons and sorting of instances.
from dataclasses import dataclass
from functools import total_ordering

@dataclass
class Item:
    name: str
    price: float
    qty: int

    @property
    def total(self) -> float:
        return self.price * self.qty

@total_ordering
class Version:
    def __init__(self, major, minor, patch):
        self.major, self.minor, self.patch = major, minor, patch
    def __eq__(self, other):
        return (self.major, self.minor, self.patch) == (other.major, other.minor, other.patch)
    def __lt__(self, other):
        return (self.major, self.minor, self.patch) < (other.major, other.minor, other.patch)
    def __repr__(self):
        return f"{self.major}.{self.minor}.{self.patch}"

def main() -> int:
    items = [Item(f"item{i}", (i % 37) * 1.25, i % 11) for i in range(40000)]
    total = sum(it.total for it in items)
    expensive = [it.name for it in items if it.total > 200]
    versions = [Version(i % 7, (i * 3) % 11, (i * 7) % 13) for i in range(8000)]
    versions.sort()
    newest = max(versions)
    print(round(total, 2), len(expensive), versions[0], newest, versions[4000])
    return len(expensive)
