# As reversed_sorted_set.py without `sorted`: a set is not reversible, so `reversed` raises
# TypeError on every run. Handing the set to `reversed` as the list of its items would have
# proved it.
# expect: failed
# inputs: ('a',), ('',), ('zz',), ('b',)
def main(s: str) -> int:
    items = list(reversed({s, "b"}))
    return len(items)
