def main(jobs: list[str]) -> int:
    """Find the deploy job without checking it is queued."""
    if len(jobs) > 5:
        return 0
    return jobs.index("deploy")
