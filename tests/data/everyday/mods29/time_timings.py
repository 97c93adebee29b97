"""A retry loop that times its attempts and stamps a report with a fixed time."""
import time


def flaky(attempt):
    return attempt >= 3


def main():
    start = time.perf_counter()
    attempts = 0
    while not flaky(attempts):
        attempts += 1
        time.sleep(0.001)
    elapsed = time.perf_counter() - start
    t0 = time.monotonic()
    now = time.time()
    stamp = (2024, 3, 9, 14, 5, 7, 5, 69, 0)
    print("attempts", attempts, "elapsed ok", elapsed >= 0.003, time.monotonic() >= t0, now > 1.7e9)
    print(time.strftime("%Y-%m-%d %H:%M:%S", stamp), time.strftime("%a %d %b %Y, %I:%M %p", stamp))
    print(time.strftime("%j|%U|%W|%w|%y|%%", stamp), time.strftime("%c", stamp))
    print(time.gmtime(0)[:6], tuple(time.gmtime(86400 * 365 + 3661)), time.gmtime(1700000000)[6])
    print(isinstance(time.time_ns(), int), len(time.strftime("%H:%M")))
    try:
        time.sleep(-1)
    except ValueError as e:
        print("ValueError:", e)
    try:
        time.sleep("1")
    except TypeError as e:
        print("TypeError:", e)
    return attempts
