"""The cellar's house rules, shared by the effects' preconditions and the contracts."""
import deal

COLDEST = 8
WARMEST = 18

is_temperature = lambda celsius: COLDEST <= celsius <= WARMEST


def is_label(label: str) -> bool:
    """A label names one bottle: not empty, no spaces."""
    return len(label) > 0 and " " not in label


@deal.pure
def checked_range(low: int, high: int) -> tuple[int, int]:
    """A temperature range a contract may promise: inside the cellar's limits."""
    if not (is_temperature(low) and is_temperature(high)) or low > high:
        raise ValueError(f"{low}..{high} is not a range between {COLDEST} and {WARMEST}")
    return low, high
