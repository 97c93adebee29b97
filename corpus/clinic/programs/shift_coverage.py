import clauz3
from tools.clinic.trusted.effects import book, open_slots

OPEN_HOUR = 8
HOURS = 10


def to_mask(hours: list[int]) -> int:
    mask = 0
    for h in hours:
        mask |= 1 << (h - OPEN_HOUR)
    return mask


def popcount(mask: int) -> int:
    count = 0
    while mask:
        count += mask & 1
        mask >>= 1
    return count


def main() -> int:
    full = (1 << HOURS) - 1
    free_a = to_mask(open_slots("dr-okafor", 7))
    free_b = to_mask(open_slots("dr-amari", 7))
    busy_a = ~free_a & full
    busy_b = full ^ free_b
    both_free = free_a & free_b
    either_busy = busy_a | busy_b
    print(f"okafor free {free_a:x} amari free {free_b:x} both free {both_free:x} busy {either_busy:x}")
    print("free hours:", popcount(free_a), popcount(free_b), "shared:", popcount(both_free))
    booked = 0
    offset = 0
    while offset < HOURS:
        if both_free >> offset & 1:
            book("team-huddle", "dr-okafor", 7, OPEN_HOUR + offset, dry_run=True)
            booked += 1
            if booked == 2:
                break
        offset += 1
    return both_free
