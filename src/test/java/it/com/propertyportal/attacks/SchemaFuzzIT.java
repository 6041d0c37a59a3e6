package it.com.propertyportal.attacks;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import it.com.propertyportal.verification.Mail;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Collectors;
import net.jqwik.api.sessions.JqwikSession;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Every operation of the served OpenAPI document, called many times with path, query, header and body values
 * drawn from its schemas (mostly valid, aimed at the records of an organization of the run's own) and with
 * schema-aware mutations of them; each answer is held to the document (see {@link Verdicts}).
 * {@code -Dit.fuzz.seed=N} repeats a run, {@code -Dit.fuzz.cases} sets the calls per operation,
 * {@code -Dit.fuzz.operations=a,b} keeps to those operationIds, {@code -Dit.fuzz.seconds} bounds the time,
 * {@code -Dit.fuzz.log=FILE} writes every call and its answer.
 */
class SchemaFuzzIT {

    /** The verification e-mails' sink, so that starting one reaches the end, and two codes can be confirmed. */
    @RegisterExtension
    static final GreenMailExtension MAIL = Mail.server();

    private static final long SEED = Long.getLong("it.fuzz.seed", new SecureRandom().nextLong());
    private static final int CASES = Integer.getInteger("it.fuzz.cases", 40);
    private static final int SECONDS = Integer.getInteger("it.fuzz.seconds", 180);
    private static final Set<String> ONLY = Arrays.stream(
                    System.getProperty("it.fuzz.operations", "").split(","))
            .map(String::trim)
            .filter(s -> !s.isEmpty())
            .collect(Collectors.toSet());
    /** Calls of an operation that has no parameters and no body: more would send the same request again. */
    private static final int CASES_WITHOUT_INPUT = 5;

    private static final int THREADS = 4;
    /** Enough keys that the core calls of a round stay under each key's limit (50 a minute on the tests' server). */
    private static final int KEYS = 24;

    private static final int CALLS_PER_KEY_AND_SECOND = 10;

    private FuzzFixture fixture;
    private KeyRing keys;
    private Verdicts verdicts;
    private final FuzzReport report = new FuzzReport(SEED, System.getProperty("it.fuzz.log", ""));

    @Test
    void everyOperationKeepsTheServedContractUnderGeneratedInput() throws Exception {
        System.out.println("SchemaFuzzIT seed " + SEED + " (repeat with -Dit.fuzz.seed=" + SEED + "), " + CASES
                + " cases per operation");
        ServedApi api = ServedApi.fetch();
        Contract contract = new Contract(api);
        verdicts = new Verdicts(contract);
        fixture = new FuzzFixture();
        keys = new KeyRing(fixture.prepare(KEYS), CALLS_PER_KEY_AND_SECOND);
        fixture.started.forEach(
                (email, requestId) -> fixture.verifications.put(requestId, Mail.codeIn(Mail.lastTo(MAIL, email))));
        List<ServedApi.Operation> operations = api.operations.stream()
                .filter(o -> ONLY.isEmpty() || ONLY.contains(o.id()))
                .toList();
        assertTrue(operations.size() >= (ONLY.isEmpty() ? 50 : 1), "operations in the served document: " + operations);
        long deadline = System.currentTimeMillis() + SECONDS * 1000L;
        int rounds = 0;
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        JqwikSession.start();
        try {
            Cases cases = new Cases(SEED, api, contract, fixture);
            for (int round = 0; round < CASES && System.currentTimeMillis() < deadline; round++, rounds++) {
                // Made here, one round at a time, and sent in parallel: the values drawn do not depend on timing.
                List<Future<?>> calls = new ArrayList<>();
                for (ServedApi.Operation operation : operations) {
                    if (operation.hasInput() || round < CASES_WITHOUT_INPUT) {
                        FuzzRequest request = cases.make(operation, round);
                        calls.add(pool.submit(() -> {
                            call(request);
                            return null;
                        }));
                    }
                }
                for (Future<?> call : calls) {
                    call.get();
                }
                JqwikSession.finishTry();
            }
        } finally {
            JqwikSession.finish();
            pool.shutdownNow();
        }
        String failures = report.report(rounds, CASES, SECONDS);
        assertTrue(failures.isEmpty(), failures);
    }

    private void call(FuzzRequest request) throws InterruptedException {
        Map<String, String> headers = request.wireHeaders();
        String key = null;
        if (FuzzFixture.KEY.equals(headers.get("x-token"))) {
            key = keys.take();
            headers.put("x-token", key);
        }
        RawExchange.Answer answer;
        long start = System.nanoTime();
        try {
            answer = RawExchange.send(request.operation.method(), request.target(), headers, request.bytes());
        } catch (RuntimeException e) {
            report.record(
                    request, new Verdicts.Finding("no answer", "no answer " + e.getCause(), String.valueOf(e)), null);
            return;
        }
        report.took(request.operation.id(), (System.nanoTime() - start) / 1_000_000);
        if (key != null) {
            keys.observe(key, answer.header("RateLimit-Remaining"), answer.header("RateLimit-Reset"));
        }
        if (answer.status() == 200 && answer.header("ETag") != null) {
            fixture.etags.put(request.operation.id(), answer.header("ETag"));
        }
        report.record(request, verdicts.judge(request, answer).orElse(null), answer);
    }
}
