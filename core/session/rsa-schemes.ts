/**
 * The two RSA encryption schemes a login may use, gathered in one module so that the password
 * encryptor's lazy chunk keeps only them (a dynamic import of the libraries themselves would keep
 * every export: SHA-1, SHA-3, key generation, signatures).
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { OAEP, PKCS1_KEM, mgf1 } from 'micro-rsa-dsa-dh/rsa.js';

export const oaepSha256 = OAEP(sha256, mgf1(sha256));
export const pkcs1v15 = PKCS1_KEM;
