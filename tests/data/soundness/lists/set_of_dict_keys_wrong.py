# The twin of `set_of_dict_keys.py` claiming a stored key is always new: storing under
# "user" replaces a value and adds no key.
# expect: failed
# inputs: ("user",), ("b",), ("",), ("email",)
def main(k: str) -> int:
    form = {"user": k, "email": k + "@x"}
    form[k] = 1
    keys = set(form)
    assert len(keys) == 3
    return len(keys)
