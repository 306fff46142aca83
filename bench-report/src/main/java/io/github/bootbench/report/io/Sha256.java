package io.github.bootbench.report.io;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * A file's or bytes' SHA-256 in lowercase hex: how a jar is named in a run's records and
 * how the answer finds the runs of one jar.
 */
public final class Sha256 {

	private Sha256() {
	}

	/** The file's, read as a stream. */
	public static String of(Path path) throws IOException {
		MessageDigest digest = digest();
		try (InputStream in = new DigestInputStream(Files.newInputStream(path), digest)) {
			in.transferTo(OutputStream.nullOutputStream());
		}
		return HexFormat.of().formatHex(digest.digest());
	}

	public static String of(byte[] bytes) {
		return HexFormat.of().formatHex(digest().digest(bytes));
	}

	private static MessageDigest digest() {
		try {
			return MessageDigest.getInstance("SHA-256");
		}
		catch (NoSuchAlgorithmException ex) {
			throw new IllegalStateException("SHA-256 is missing from this JVM", ex);
		}
	}

}
