"""Retrying jobs and logging the traceback text of each failure."""
import traceback


def flaky(n):
    if n % 3 == 0:
        raise ValueError(f"job {n} failed")
    return n * 10


def main():
    results = []
    for n in range(1, 7):
        try:
            results.append(flaky(n))
        except ValueError as e:
            print("".join(traceback.format_exception_only(type(e), e)), end="")
            lines = traceback.format_exc().splitlines()
            print(lines[0], "...", lines[-1])
    return results
