# Twin of local_import_in_branch: the name an import binds in a function is its local, unbound
# where the branch that imports it did not run (CPython's UnboundLocalError), which the proof
# must find for a negative n.
# expect: failed
# inputs: (1,), (4,), (0,), (-5,)
def root(n):
    if n >= 0:
        import operator
    return operator.add(n, 1)


def main(n: int) -> int:
    return root(n)
