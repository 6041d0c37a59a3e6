package com.propertyportal.access;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.propertyportal.boards.boundary.CardsResource;
import com.propertyportal.contacts.boundary.ContactsResource;
import com.propertyportal.verification.boundary.VerificationsResource;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Every operation of the core API says whether it reads or changes, so a key's scope decides it: the build fails
 * when one declares neither (it would be refused to every key).
 */
class ApiKeyRightsTest {

    private static final Set<Right> CORE_RIGHTS = Set.of(Right.READ, Right.CHANGE);

    @Test
    void everyCoreOperationNeedsReadOrChange() throws Exception {
        List<String> wrong = new ArrayList<>();
        int methods = 0;
        for (Class<?> resource : DeclarationsTest.rootResources()) {
            for (Method method : DeclarationsTest.resourceMethods(resource)) {
                if (Declaration.of(resource, method).credential() == ApiKeyHolder.class) {
                    methods++;
                    wrong.addAll(undeclared(resource, method));
                }
            }
        }
        assertTrue(methods >= 45, "found only " + methods + " core operations");
        assertEquals(List.of(), wrong, "core operations that need neither READ nor CHANGE");
    }

    @Test
    void theCheckFindsAnOperationThatDeclaresNoRight() throws Exception {
        assertEquals(
                List.of(Undeclared.class.getName() + ".open needs OPERATE"),
                undeclared(Undeclared.class, Undeclared.class.getMethod("open")));
        assertEquals(List.of(), undeclared(Undeclared.class, Undeclared.class.getMethod("declared")));
    }

    @Test
    void readsThatArePostsAreReadsAndSendingOrConfirmingACodeIsAChange() {
        assertEquals(Right.READ, Right.of(ContactsResource.class, method(ContactsResource.class, "byEmail")));
        assertEquals(Right.READ, Right.of(CardsResource.class, method(CardsResource.class, "list")));
        assertEquals(Right.CHANGE, Right.of(CardsResource.class, method(CardsResource.class, "save")));
        assertEquals(Right.CHANGE, Right.of(ContactsResource.class, method(ContactsResource.class, "upsert")));
        assertEquals(
                Right.CHANGE, Right.of(VerificationsResource.class, method(VerificationsResource.class, "initiate")));
        assertEquals(
                Right.CHANGE, Right.of(VerificationsResource.class, method(VerificationsResource.class, "confirm")));
    }

    private static List<String> undeclared(Class<?> resource, Method method) {
        Right needed = Right.of(resource, method);
        return CORE_RIGHTS.contains(needed)
                ? List.of()
                : List.of(resource.getName() + "." + method.getName() + " needs " + needed);
    }

    private static Method method(Class<?> type, String name) {
        return Arrays.stream(type.getMethods())
                .filter(m -> m.getName().equals(name))
                .findFirst()
                .orElseThrow();
    }

    @Path("undeclared")
    @ApiKeyHolder
    public static class Undeclared {
        @GET
        public String open() {
            return "";
        }

        @POST
        @Needs(Right.CHANGE)
        public String declared() {
            return "";
        }
    }
}
