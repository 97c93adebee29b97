"""Look up subscription tiers by price, name or code, with a forgiving `_missing_`."""
from datetime import timedelta
from decimal import Decimal
from enum import Enum


class Tier(Enum):
    FREE = 0
    STARTER = Decimal("9.99")
    TEAM = Decimal("29")
    LEGACY_TEAM = TEAM
    BUSINESS = Decimal("99.00")
    ZERO = Decimal("0")  # equal to FREE's 0: an alias of FREE
    TRIAL = 0.0  # and so is this float

    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            for tier in cls:
                if tier.name.lower() == value.strip().lower():
                    return tier
            try:
                return cls(Decimal(value))
            except Exception:
                return None
        if isinstance(value, int) and value < 0:
            raise KeyError(f"negative price {value}")
        if value == 42:
            return "not a tier"
        return None

    def monthly(self):
        return self.value if isinstance(self.value, Decimal) else Decimal(self.value)


class Window(Enum):
    SHORT = timedelta(minutes=15)
    HOUR = timedelta(hours=1)
    SIXTY_MINUTES = timedelta(minutes=60)
    DAY = timedelta(days=1)

    def __str__(self):
        return f"{self.name.lower()} ({self.value})"


def describe(tier):
    return f"{tier.name}: {tier.monthly()}/mo"


def main():
    print([t.name for t in Tier])
    print(list(Tier.__members__.items())[3][0], Tier.LEGACY_TEAM is Tier.TEAM)
    print(Tier.ZERO is Tier.FREE, Tier.TRIAL.name, Tier(0.0).name, Tier(Decimal("0.00")))
    for code in ["starter", " Team ", "99.0", "29.00", Decimal("9.99"), "gold", 7, -3, 42]:
        try:
            print(repr(code), "->", describe(Tier(code)))
        except ValueError as e:
            print(repr(code), "ValueError:", e)
        except KeyError as e:
            print(repr(code), "KeyError:", e)
        except TypeError as e:
            print(repr(code), "TypeError:", e)
    print(sorted(w.value for w in Window)[-1], Window.SIXTY_MINUTES)
    print([str(w) for w in Window], len(Window))
    print(Window(timedelta(seconds=3600)).name, f"{Window.DAY}")
    print(max(Window, key=lambda w: w.value).name, hash(Window.HOUR) == hash(Window.SIXTY_MINUTES))


if __name__ == "__main__":
    main()
