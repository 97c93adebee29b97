# prove: skipped
"""Runs a queue's jobs, each a fetch that may fail; failures are counted, not fatal."""
from tools.agents.trusted.effects import fetch_status, list_jobs, send


def main() -> int:
    try:
        jobs = list_jobs("nightly")
    except TimeoutError:
        jobs = []
    done = 0
    failed = []
    for job in jobs:
        try:
            fetch_status("https://ci.example.org/run/" + job)
            done += 1
        except (TimeoutError, ConnectionError) as e:
            failed.append(job + ": " + str(e))
    for line in failed:
        send("ci", line)
    assert done + len(failed) == len(jobs)
    print(done, failed)
    return done
