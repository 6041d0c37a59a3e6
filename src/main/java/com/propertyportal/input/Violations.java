package com.propertyportal.input;

import com.propertyportal.problems.FieldError;
import com.propertyportal.problems.ProblemException;
import java.util.ArrayList;
import java.util.List;

/** Collects every problem of one request so that a single 400 can name them all. */
public final class Violations {

    private final List<FieldError> errors = new ArrayList<>();

    public void add(String field, String reason) {
        errors.add(new FieldError(field, reason));
    }

    public boolean isEmpty() {
        return errors.isEmpty();
    }

    public List<FieldError> list() {
        return List.copyOf(errors);
    }

    public void throwIfAny() {
        if (!errors.isEmpty()) {
            throw ProblemException.invalid(errors);
        }
    }
}
